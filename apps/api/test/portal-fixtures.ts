import { Carimbos } from '../src/modules/portal/seguranca-portal';

/** A valid CPF per index (check digits computed); another base gives another series. */
export function cpfValido(n: number, base = 100_000_000): string {
  const digitos = String(base + n * 7919)
    .slice(0, 9)
    .split('')
    .map(Number);
  const dv = (ds: number[]) => {
    const s = ds.reduce((acc, d, i) => acc + d * (ds.length + 1 - i), 0);
    const r = (s * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(digitos);
  return [...digitos, d1, dv([...digitos, d1])].join('');
}

/** The portal's form stamps under a test's key, and a valid application form of a vacancy. */
export function apoioPortal(segredo: string) {
  const carimbos = new Carimbos({ PORTAL_SECRET: segredo });
  /** A stamp served ten seconds ago (the form's minimum time has passed). */
  const carimbo = (finalidade: string) => carimbos.gerar(finalidade, Date.now() - 10_000);
  const formCandidatura = (
    nr: number,
    cpf: string,
    extra: Record<string, string> = {},
  ): Record<string, string> => ({
    nr_documento_cpf: cpf,
    nm_pessoa: 'Joana da Silva',
    ds_email: 'joana@example.com',
    dt_nascimento: '10/04/1995',
    nr_telefone_cel: '(47) 99999-1234',
    nr_telefone_rec: '(47) 3433-1234',
    nm_cidade: 'Joinville',
    cd_uf: 'SC',
    aceite_privacidade: 'S',
    ds_site: '',
    carimbo: carimbo(`candidatura|${nr}`),
    ...extra,
  });
  return { carimbos, carimbo, formCandidatura };
}
