// /painel: signed out → /Login (and back here after); signed in → MeuCurriculo when the person has a
// resume, else CriarCurriculo; a failed lookup also leads to CriarCurriculo (spec part 1 §2.2).
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { useApi } from '@/lib/app-services';
import { useSession } from '@/lib/session/session-provider';
import { findLatestResume } from '../api/resume-lookup';

export function PainelPage() {
  const session = useSession();
  const api = useApi();
  const [target, setTarget] = useState<string | null>(null);
  const email = session.user?.email;

  useEffect(() => {
    if (session.status !== 'signed-in') return;
    // No e-mail to look resumes up by: nothing can be found, so this is a first resume.
    if (!email) {
      setTarget('/CriarCurriculo');
      return;
    }
    let active = true;
    findLatestResume(api, email).then(
      (found) => active && setTarget(found.kind === 'found' ? '/MeuCurriculo' : '/CriarCurriculo'),
      () => active && setTarget('/CriarCurriculo'),
    );
    return () => {
      active = false;
    };
  }, [api, email, session.status]);

  if (session.status === 'signed-out') return <Navigate to="/Login?redirect=%2Fpainel" replace />;
  if (target) return <Navigate to={target} replace />;
  return <PageSpinner />;
}
