// The invitee's section as a form (issue 44): the whole document held (the preview needs it; other people's CPF
// and RG came masked), only the party's fields drawn, checked with the kind's own rules and messages restricted
// to those fields, autosaved as every form is (a 409 offers the owner's newer version), and confirmed: the
// check, the first refused field focused, then the server's check and the lock of the section.
import { STALE_VERSION_CODE, STALE_VERSION_MESSAGE } from '@shared/api/versioned-save';
import type { InvitableParty } from '@shared/invitations/parties';
import { useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type * as z from 'zod';
import { checkForm, firstError, focusField, useFormSnapshot } from '@/components/form/form-kit';
import { usePrintableErrors } from '@/components/form/use-printable-errors';
import { toast } from '@/components/toast/toast-store';
import { ApiError } from '@/lib/api-client';
import { useAutosave } from '@/lib/hooks/use-autosave';
import type { InviteeApi, InviteeView } from './invitation-api';

/** The invitee's autosave waits as long as the owner's editors (document-record.ts). */
const INVITEE_AUTOSAVE_DELAY_MS = 900;

export const INVALID_INVITE_MESSAGE = 'Este convite não é mais válido. Peça um novo link a quem enviou.';

/** The kind's resolver, its refusals kept only for the party's own fields (the rest is the owner's). */
export function partyResolver<F extends FieldValues>(
  resolver: Resolver<F, unknown, F>,
  fields: readonly string[],
): Resolver<F, unknown, F> {
  const own = new Set(fields);
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = Object.fromEntries(
      Object.entries(result.errors).filter(([name]) => own.has(name)),
    ) as FieldErrors<F>;
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: values as F, errors: {} };
  };
}

/** The form the invitee's page holds: the masked whole, the party's own fields unmasked over it. */
export const inviteeFormSource = (invite: InviteeView) => ({ ...invite.preview, ...invite.section });

/**
 * Other people's masked CPF and RG as the server sent them (`***.456.789-**`). The form cannot hold them (the
 * draft schema refuses a masked CPF and leaves the field blank), so the preview draws them from here.
 */
export function maskedOthers(invite: InviteeView, fields: readonly string[]): Record<string, string> {
  const own = new Set(fields);
  return Object.fromEntries(
    Object.entries(invite.preview).filter(
      (entry): entry is [string, string] =>
        !own.has(entry[0]) && typeof entry[1] === 'string' && entry[1].includes('*'),
    ),
  );
}

export interface InviteeEditorOptions<F extends FieldValues> {
  invite: InviteeView;
  party: InvitableParty;
  client: InviteeApi;
  methods: UseFormReturn<F, unknown, F>;
  form: F;
  setForm: (form: F) => void;
  formFromStored: (stored: unknown) => F;
  idOf: (name: string) => string;
  /** The link stopped working while the page was open (410). */
  onInvalid: (message: string) => void;
}

export function useInviteeEditor<F extends FieldValues>(options: InviteeEditorOptions<F>) {
  const { invite, party, client, methods, form, setForm, formFromStored, idOf } = options;
  const [confirmedAt, setConfirmedAt] = useState<string | null>(
    invite.state === 'confirmado' ? (invite.confirmedAt ?? '') : null,
  );
  const [confirming, setConfirming] = useState(false);
  const version = useRef(invite.version);
  const latest = useRef(options);
  latest.current = options;
  const own = new Set(party.fields);

  /** A failure the page answers itself (a dead link, a confirmed section, a refusal for good): true once told. */
  const settle = (err: unknown): boolean => {
    if (!(err instanceof ApiError)) return false;
    if (err.status === 410 || err.status === 401) {
      latest.current.onInvalid(err.message || INVALID_INVITE_MESSAGE);
      return true;
    }
    if (err.status === 423 && err.code === 'convite_confirmed') {
      toast.info(err.message);
      setConfirmedAt((at) => at ?? '');
      return true;
    }
    // Any other refusal for good (a paid contract, a field outside the section): the server's words.
    if (err.status === 423) {
      toast.error(err.message);
      return true;
    }
    // Any other refusal for good (a paid contract, a field outside the section): the server's words.
    if (err.status === 400 || err.status === 403) {
      toast.error(err.message);
      return true;
    }
    return false;
  };

  const saver = useAutosave<F, undefined, { version: number }>({
    value: form,
    enabled: confirmedAt === null,
    delayMs: INVITEE_AUTOSAVE_DELAY_MS,
    draftNamespace: `convite:${party.id}`,
    save: async (request) => {
      const changes: Record<string, string> = {};
      for (const [key, value] of Object.entries(request.changes)) {
        if (own.has(key)) changes[key] = value === null || value === undefined ? '' : String(value);
      }
      try {
        const res = await client.save(request.baseVersion ?? version.current, changes);
        version.current = res.version;
        return { documentId: invite.reference, version: res.version, response: res };
      } catch (err) {
        settle(err);
        // The owner saved in between: the autosave's own conflict, whatever code the answer gave it.
        if (err instanceof ApiError && err.status === 409 && err.code !== STALE_VERSION_CODE)
          throw new ApiError(STALE_VERSION_MESSAGE, 409, STALE_VERSION_CODE);
        throw err;
      }
    },
    fetchLatest: async () => {
      const fresh = await client.get();
      version.current = fresh.version;
      return { value: formFromStored(inviteeFormSource(fresh)), version: fresh.version };
    },
    onReplace: setForm,
  });
  const { markSaved } = saver;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the invitation as the page opened it, once
  useEffect(() => {
    markSaved(form, invite.version, invite.reference);
  }, []);

  /** "Confirmo que meus dados estão corretos": saved first, checked here, then by the server. */
  const confirm = async () => {
    setConfirming(true);
    try {
      const saved = await saver.save(undefined, { force: false });
      if (saved && !saved.ok) return;
      const passes = await checkForm(methods, (errors) => {
        const first = firstError(errors);
        toast.error('Confira os campos marcados antes de confirmar.');
        if (first?.name) focusField(idOf(first.name));
      });
      if (!passes) return;
      try {
        const res = await client.confirm(version.current);
        if (typeof res.version === 'number') version.current = res.version;
        setConfirmedAt(res.confirmedAt);
        toast.success('Dados confirmados. Obrigado!');
      } catch (err) {
        if (!settle(err)) {
          toast.error(err instanceof ApiError ? err.message : 'Não foi possível confirmar. Tente novamente.');
        }
        if (err instanceof ApiError && err.fields.length > 0) {
          const refused = err.fields.filter(({ field }) => own.has(field));
          for (const { field, message } of refused)
            methods.setError(field as never, { type: 'server', message });
          if (refused[0]) focusField(idOf(refused[0].field));
        }
      }
    } finally {
      setConfirming(false);
    }
  };

  return { saver, confirm, confirming, confirmedAt };
}

export interface InviteeFormOptions<F extends FieldValues> {
  /** The kind's invitable parties (its own list, beside its schema). */
  parties: readonly InvitableParty[];
  invite: InviteeView;
  client: InviteeApi;
  onInvalid: (message: string) => void;
  /** The kind's final check, as the owner's page runs it. */
  resolver: Resolver<F, unknown, F>;
  /** The kind's draft schema: a character the PDF cannot print is said at the field as it is typed. */
  draftSchema: z.ZodType;
  formFromStored: (stored: unknown) => F;
  idOf: (name: string) => string;
  reValidateMode: 'onSubmit' | 'onChange';
}

/** A kind's invitee form: the party, the form on the kind's own check (kept to the party), and its editor. */
export function useInviteeForm<F extends FieldValues>(options: InviteeFormOptions<F>) {
  const { parties, invite, formFromStored } = options;
  const party = parties.find((p) => p.id === invite.party) as InvitableParty;
  const [initial] = useState(() => formFromStored(inviteeFormSource(invite)));
  const methods = useForm<F, unknown, F>({
    defaultValues: initial as DefaultValues<F>,
    resolver: partyResolver(options.resolver, party.fields),
    mode: 'onSubmit',
    reValidateMode: options.reValidateMode,
    shouldFocusError: false,
  });
  const { values: form, load: setForm } = useFormSnapshot(methods);
  usePrintableErrors(methods, options.draftSchema, form);
  const editor = useInviteeEditor({
    invite,
    party,
    client: options.client,
    methods,
    form,
    setForm,
    formFromStored,
    idOf: options.idOf,
    onInvalid: options.onInvalid,
  });
  return { party, methods, form, editor };
}
