import { formatarCpf } from '@backoffice/domain/formatacao';
import { PERFIS_DEMO } from '@backoffice/domain/perfis';
import type { DbHandle } from '../db/client';
import { copiar } from '../db/copia';
import { contratacoesDasAprovacoes } from '../modules/vaga/vaga.entry';
import { hashSenha } from '../platform/password';
import { carregarCandidatos, reservarCodigos } from './carga-candidatos';
import { gerarAutoatendimentoDemo } from './demo-autoatendimento';
import { gerarAutoresDemo } from './demo-busca-candidatos';
import { gerarCallcenterDemo } from './demo-callcenter';
import { gerarCandidatosVaga } from './demo-candidatos-vaga';
import { gerarDadosCandidatoDemo } from './demo-dados-candidato';
import { gerarFilaAtendimentoDemo } from './demo-fila';
import { gerarGruposDemo } from './demo-grupos';
import { gerarVagasAtrasadasDemo, LOGIN_VAGAS_ATRASADAS } from './demo-minhas-vagas';
import { gerarOperacoesDemo } from './demo-operacoes';
import { gerarOrganizacao, USUARIOS_DEMO } from './demo-organizacao';
import { gerarCandidatoPortalDemo } from './demo-portal';
import { gerarRegistrosCandidatosDemo } from './demo-recrutamento';
import { gerarRelacionamentos } from './demo-relacionamentos';
import { gerarTestesDemo } from './demo-testes';
import { hojeNegocio } from './gerador-candidatos';

export interface OpcoesDemo {
  candidatos: number;
  senha: string;
  /** Business date the demo is built around (UTC midnight ms); default today in São Paulo. */
  hoje?: number;
  reconstruirIndices?: boolean;
  log?: (mensagem: string) => void;
}

export interface ResultadoDemo {
  tempos: Record<string, number>;
  logins: { login: string; perfil: string }[];
  /** The candidate who can log in to the portal's area with the demo password. */
  candidatoPortal: { cpf: string; nome: string } | null;
}

/** Identity columns written with explicit values, whose sequences must move past them. */
const SEQUENCIAS: [tabela: string, coluna: string][] = [
  ['pessoa', 'cd_pessoa'],
  ['usuario', 'cd_sip'],
  ['cargo_cliente', 'cd_cargo_cliente'],
  ['requisicao', 'nr_requisicao'],
  ['vaga', 'nr_vaga'],
];

/**
 * Loads the whole demo into a database that has its reference data and no users: units, users,
 * clients, requisitions and vacancies, `candidatos` candidates, then their relations to vacancies,
 * timelines, appointments and alerts. Same inputs and date, same data.
 */
export async function carregarDemo(handle: DbHandle, opcoes: OpcoesDemo): Promise<ResultadoDemo> {
  const log = opcoes.log ?? (() => {});
  const hoje = opcoes.hoje ?? hojeNegocio();
  const tempos: Record<string, number> = {};
  let t = Date.now();
  // hashed once: argon2 is deliberately slow and every demo user shares the password
  const hash = await hashSenha(opcoes.senha);

  const primeiroCd = await reservarCodigos(handle, 0);
  const org = gerarOrganizacao(primeiroCd, hoje, hash);
  for (const bloco of org.blocos) await copiar(handle, bloco);
  for (const [tabela, coluna] of SEQUENCIAS) {
    await handle.query(
      `SELECT setval(pg_get_serial_sequence('${tabela}', '${coluna}'), greatest((SELECT max(${coluna}) FROM ${tabela}), 1))`,
    );
  }
  tempos.organizacao = Date.now() - t;
  log(`Organização: ${org.usuarios.length} usuários, ${org.vagas.length} vagas`);

  const carga = await carregarCandidatos(handle, {
    quantidade: opcoes.candidatos,
    hoje,
    reconstruirIndices: opcoes.reconstruirIndices,
    log,
  });
  for (const [k, v] of Object.entries(carga.tempos)) tempos[`candidatos_${k}`] = v;

  t = Date.now();
  for (const bloco of gerarRelacionamentos(org, carga.primeiroCd, carga.ultimoCd, hoje))
    await copiar(handle, bloco);
  await gerarAutoatendimentoDemo(handle, hoje);
  await gerarGruposDemo(handle, hoje);
  await gerarFilaAtendimentoDemo(handle, hoje);
  await gerarCallcenterDemo(handle);
  await gerarAutoresDemo(handle);
  await gerarRegistrosCandidatosDemo(handle);
  for (const bloco of gerarCandidatosVaga(org, carga.primeiroCd, carga.ultimoCd, hoje))
    await copiar(handle, bloco);
  await gerarVagasAtrasadasDemo(handle, hoje, hash);
  await gerarOperacoesDemo(handle, hoje);
  await gerarDadosCandidatoDemo(handle, hoje);
  await gerarTestesDemo(handle, hoje);
  await contratacoesDasAprovacoes(handle);
  const candidatoPortal = await gerarCandidatoPortalDemo(handle, hash);
  await perfisDemo(handle);
  for (const tabela of [
    'vaga',
    'vaga_candidato',
    'agendamento',
    'aviso',
    'candidato_historico',
    'vaga_historico',
    'indicacao',
    'candidato_web',
    'contratacao',
  ]) {
    await handle.query(`ANALYZE ${tabela}`);
  }
  tempos.relacionamentos = Date.now() - t;

  return {
    tempos,
    logins: [
      ...USUARIOS_DEMO.map((u) => ({ login: u.login, perfil: PERFIS_DEMO[u.login].nome })),
      LOGIN_VAGAS_ATRASADAS,
    ],
    candidatoPortal,
  };
}

/**
 * Each demo user whose codes are exactly a profile's holds that profile (the admin 'Administrador',
 * the selectors 'Analista de Seleção'...); any other user keeps their codes as extra codes. The
 * effective codes do not change.
 */
async function perfisDemo(handle: DbHandle): Promise<void> {
  await handle.query(
    `INSERT INTO usuario_perfil (cd_sip, id_perfil)
     SELECT u.cd_sip, min(p.id_perfil) FROM usuario u
       JOIN perfil_acesso p ON p.codigos @> u.permissoes AND p.codigos <@ u.permissoes
      WHERE cardinality(u.permissoes) > 0
      GROUP BY u.cd_sip
     ON CONFLICT DO NOTHING`,
  );
  await handle.query(
    `UPDATE usuario u SET permissoes_extras =
       CASE WHEN EXISTS (SELECT 1 FROM usuario_perfil up WHERE up.cd_sip = u.cd_sip) THEN '{}'::int[]
            ELSE u.permissoes END`,
  );
}

/** The demo logins as a table for the console, and the portal's demo candidate. */
export function textoLoginsDemo(
  logins: ResultadoDemo['logins'],
  senha: string,
  candidatoPortal: ResultadoDemo['candidatoPortal'] = null,
): string {
  const largura = Math.max(...logins.map((l) => l.login.length), 5);
  const linhas = logins.map((l) => `  ${l.login.padEnd(largura)}  ${senha}  ${l.perfil}`);
  const portal = candidatoPortal
    ? [
        '',
        `Portal do candidato (/vagas/entrar): CPF ${formatarCpf(candidatoPortal.cpf)}, senha ${senha} (${candidatoPortal.nome})`,
      ]
    : [];
  return ['Logins de demonstração (login, senha, perfil):', ...linhas, ...portal].join('\n');
}
