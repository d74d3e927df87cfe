// The shape of a document kind's manifest: everything about a kind that is data (names, paths, prices,
// prefixes, paid statuses), read by the server, the SPA and the bench alike. No schema, renderer or page here:
// those stay in the kind's own folders, wired by maps keyed by `KindId` so that a kind without one fails typecheck.

/** Which menu group an entry sits in (web/src/app/layout/nav-entries.ts draws them in this order). */
export type MenuGroupId =
  | 'curriculos'
  | 'contratos'
  | 'declaracoes'
  | 'promissorias'
  | 'carros'
  | 'autorizacao-viagem';

/** One of the home page's line icons (web/src/features/home/components/document-icon.tsx draws each). */
export type KindIcon =
  | 'curriculo'
  | 'contrato'
  | 'veiculo'
  | 'residencia'
  | 'promissoria'
  | 'procuracao'
  | 'trabalho'
  | 'viagem'
  | 'recibo';

/** A page of the SPA that belongs to a kind; `key` is its name in the page catalogue. */
export interface KindPage {
  key: string;
  path: string;
  title: string;
  /** Who may open it; a list page needs a sign-in. */
  access: 'public' | 'login';
  /** Open to everyone, but the document is made signed in: the menu says "(login)". */
  signInToUse?: true;
}

/** Which of the kind's pages a menu entry or a card action opens. */
export type KindPageRole = 'editor' | 'create' | 'list';

export interface KindManifest {
  /** The stored `kind` of its documents (and of the admins' filter, counters and data export). */
  id: string;
  /** Start of every new reference of the kind. */
  referencePrefix: string;
  /** Older prefixes (spec part 1 §9) a payment reference may still carry, priced as this kind. */
  olderPrefixes?: readonly string[];
  /** The code a person reads before the reference's random part ("CONT-9F3A2-C41B7", issue 41 item 5). */
  readableCode: string;
  price: {
    /** Its key in the price table, `mp-config` and the admins' price screen. */
    key: string;
    /** The key whose price it takes until its own is set; `base` is the single configured `price`. */
    fallback: string;
    /** Its name on the admins' price screen. */
    label: string;
  };
  labels: {
    /** "Declaração de residência": the payment's description, `/Verificar`, the admins' console. */
    singular: string;
    plural: string;
  };
  icon: KindIcon;
  pages: {
    editor: KindPage & {
      /** The query parameter that names a saved document on the editor. */
      idParam: 'id' | 'reference' | 'lote';
      /** What an admin's link adds after the id (the declarations' admin mode); none when absent. */
      adminQuery?: string;
    };
    /** A second path of the editor that always starts a new document. */
    create?: KindPage;
    /** The signed-in list the kind's documents are shown in (shared by several kinds). */
    list?: KindPage;
  };
  /** Its entries in the "Documentos e Serviços" menu, in order; `label` when it is not the page's title. */
  menu: { group: MenuGroupId; entries: readonly { page: KindPageRole; label?: string }[] };
  /** Its card on the home page (`order` among the cards); absent: no card. */
  home?: {
    order: number;
    cardId: string;
    title: string;
    description: string;
    actions: readonly { label: string; accessibleName: string; page: KindPageRole; primary?: true }[];
  };
  /** The payment statuses its pages read as paid (spec part 1 §4.3, part 2 §4), under the page area's name. */
  paidStatus: { area: string; statuses: readonly string[] };
  /** Other pages of the kind with a set of their own (the contracts' list, receipts made with a contract). */
  otherPaidStatuses?: readonly { area: string; statuses: readonly string[] }[];
  /** Visitors who are not signed in may make and buy it (bound to an access key). */
  anonymous: boolean;
  /** The form fields a list row shows as its two names (Titular, Dependente). */
  summary: { titular: string; dependente: string };
  /**
   * The PDF's download name: `{time}` is the creation time in ms, `{id}` the document's id (`pdfFileName()`
   * fills both). Any other `{…}` is read from the form by the kind's renderer, which names the file itself.
   */
  pdfFileName: string;
  /**
   * Issue 44: the parties (ids of `shared/invitations/parties.ts`) its owner may invite to fill in and confirm
   * their own section; absent: none.
   */
  invitableParties?: readonly string[];
}
