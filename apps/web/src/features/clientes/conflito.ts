import { ApiError } from '../../lib/api-client';

/**
 * The fields a 409 names ('campo: texto', as the api answers a repeated code or a code in use) put
 * beside them; true when it named any of `campos`, false when the failure is another one.
 */
export function conflitoNosCampos(
  falha: unknown,
  campos: readonly string[],
  marcar: (campo: string, mensagem: string) => void,
): boolean {
  if (!(falha instanceof ApiError) || falha.status !== 409) return false;
  const erro = (falha.corpo as { error?: unknown } | null)?.error;
  const textos = (Array.isArray(erro) ? erro : [erro]).filter((e): e is string => typeof e === 'string');
  let achou = false;
  for (const t of textos) {
    const m = /^([a-z_]+): (.+)$/s.exec(t);
    if (m && campos.includes(m[1]!)) {
      marcar(m[1]!, m[2]!);
      achou = true;
    }
  }
  return achou;
}
