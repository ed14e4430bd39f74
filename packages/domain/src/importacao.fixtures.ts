import type { TipoImportacao } from './importacao';
import {
  CAMPOS_IMPORTACAO,
  type ContextoImportacao,
  chaveCabecalho,
  type LinhaValidada,
  validarLinha,
} from './importacao-campos';

/** What the tests of an import's rows share: a context answering from small lists, the example rows. */

const k = chaveCabecalho;
/** A lookup by name or code, case and accents aside (as the api's caches answer). */
export const busca = (o: Record<string, number>) => {
  const m = new Map(Object.entries(o).map(([a, b]) => [k(a), b]));
  return (t: string) => m.get(k(t)) ?? null;
};

export const ctx: ContextoImportacao = {
  hoje: '2026-06-15',
  cidade: (uf, nome) => busca({ 'SC Joinville': 1, 'SC Blumenau': 2, 'SP São Paulo': 3 })(`${uf} ${nome}`),
  escolaridade: busca({ 'Ensino Médio Completo': 5, 'Ensino Superior Completo': 8, '4': 4, '5': 5 }),
  cargo: busca({
    'Auxiliar administrativo': 1,
    Recepcionista: 2,
    Motorista: 3,
    Atendente: 4,
    'Operador de caixa': 5,
    'Auxiliar de produção': 6,
    'Operador de empilhadeira': 7,
    '3': 3,
  }),
  perfil: busca({ 'Analista de seleção': 10, Comercial: 11, Administrador: 1, '11': 11 }),
  unidade: busca({ Joinville: 1, '1': 1 }),
  cliente: (d) => ({ '11222333000181': 500, '39053344705': 501 })[d] ?? null,
  usuario: busca({ 'maria.souza': 7, 'joao.lima': 8 }),
  cargoCliente: (cd, t) => (cd === 500 && k(t) === k('Operador de empilhadeira II') ? 90 : null),
};

/** Row i (0..2) of the kind's example file, by field. */
export function exemplo(tipo: TipoImportacao, i = 0): Record<string, string> {
  return Object.fromEntries(
    CAMPOS_IMPORTACAO[tipo].map((c) => [c.campo, i === 0 ? c.exemplo : (c.exemplos?.[i - 1] ?? c.exemplo)]),
  );
}

/** The example row with some cells changed (undefined: the field not mapped). */
export function linha(tipo: TipoImportacao, mudar: Record<string, string | undefined>, i = 0): LinhaValidada {
  const valores: Record<string, string> = exemplo(tipo, i);
  for (const [campo, v] of Object.entries(mudar)) {
    if (v === undefined) delete valores[campo];
    else valores[campo] = v;
  }
  return validarLinha(tipo, valores, ctx);
}

/** A CPF with right check digits from 9 digits. */
export function cpf(base: number): string {
  const b = String(base).padStart(9, '0');
  const dv = (s: string, peso: number) => {
    let soma = 0;
    for (let i = 0; i < s.length; i++) soma += Number(s[i]) * (peso - i);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(b, 10);
  return `${b}${d1}${dv(`${b}${d1}`, 11)}`;
}
