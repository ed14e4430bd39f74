import { mensagemDoErro } from '../api-client';

/** A refused save split into the messages of the form's fields and the rest (one alert). */
export interface ErrosServidor {
  campos: Record<string, string>;
  geral: string | null;
}

/** 'campo: texto' as the api writes a generic validation text behind the field it names. */
const COM_CAMPO = /^([A-Za-z_][\w]*(?:\.[\w]+)*):\s*(.+)$/s;

/**
 * The messages of a refused answer (`{"error": "text"}` or `{"error": ["campo: texto", ...]}`) put on
 * the fields they name. A text named by its field ('salarioDe: ...') goes to that field with the
 * field's own pt-BR message when the form has one (`mensagensLocais`, the schema's messages for the
 * values sent), else with the text after the name, never with the name itself; a spec text equal
 * to a field's local message goes to that field; everything else is joined in `geral`.
 */
export function errosDoServidor(
  corpo: unknown,
  /** The form's fields (dotted paths for nested ones). */
  campos: readonly string[],
  /** The schema's message of each field for the values sent, when it refuses them too. */
  mensagensLocais: Readonly<Record<string, string>> = {},
): ErrosServidor {
  const erro =
    corpo && typeof corpo === 'object' && 'error' in corpo ? (corpo as { error: unknown }).error : null;
  const textos = (Array.isArray(erro) ? erro : [erro]).filter(
    (e): e is string => typeof e === 'string' && e.trim() !== '',
  );
  const conhecidos = new Set(campos);
  const porMensagem = new Map(Object.entries(mensagensLocais).map(([c, m]) => [m, c]));
  const resultado: Record<string, string> = {};
  const resto: string[] = [];
  for (const texto of textos) {
    const m = COM_CAMPO.exec(texto);
    const campo = m && campoConhecido(m[1], conhecidos);
    if (m && campo) {
      resultado[campo] ??= mensagensLocais[campo] ?? m[2].trim();
      continue;
    }
    const local = porMensagem.get(texto);
    if (local && conhecidos.has(local)) {
      resultado[local] ??= texto;
      continue;
    }
    // a field the form does not show: its text without the raw name
    resto.push(m ? m[2].trim() : texto);
  }
  const geral = resto.length > 0 ? mensagemDoErro({ error: resto }) : null;
  return { campos: resultado, geral };
}

/** The field a dotted name falls in: itself, or the nearest parent the form has. */
function campoConhecido(nome: string, conhecidos: ReadonlySet<string>): string | null {
  const partes = nome.split('.');
  for (let n = partes.length; n > 0; n--) {
    const c = partes.slice(0, n).join('.');
    if (conhecidos.has(c)) return c;
  }
  return null;
}
