import { base, en, Faker, pt_BR } from '@faker-js/faker';
import { BlocoCopia } from '../db/copia';
import type { OrganizacaoDemo } from './demo-organizacao';

const SEMENTE_CANDIDATOS_VAGA = 12_289;
const DIA = 86_400_000;
const HORA = 3_600_000;

const NOTAS_TIMELINE = [
  '<p>Cliente confirmou a <strong>urgência</strong> da vaga: priorizar candidatos com disponibilidade imediata.</p>',
  '<p>Candidatos web triados; os vistos sem perfil serão descartados ao fim da semana.</p>',
  '<ul><li>Entrevistas com o gestor às terças e quintas</li><li>Levar carteira de trabalho</li></ul>',
];

/**
 * Web applicants of the open demo vacancies (some seen, some discarded, one from a search as
 * ELASTIC) and a few typed notes on the vacancies' timelines. Same organisation, same rows.
 */
export function gerarCandidatosVaga(
  org: OrganizacaoDemo,
  primeiroCandidato: number,
  ultimoCandidato: number,
  hoje: number,
): BlocoCopia[] {
  const faker = new Faker({ locale: [pt_BR, en, base] });
  faker.seed(SEMENTE_CANDIDATOS_VAGA);
  const f = faker.number;
  const agora = hoje + 11 * HORA;
  const iso = (ms: number) => new Date(Math.min(ms, agora)).toISOString();
  const total = ultimoCandidato - primeiroCandidato + 1;

  const web = new BlocoCopia('candidato_web', [
    'cd_pessoa_candidato',
    'nr_requisicao',
    'nr_vaga',
    'id_tipo',
    'id_visto',
    'id_desvincular_web',
    'criado_em',
    'alterado_em',
  ]);
  const timeline = new BlocoCopia('vaga_historico', [
    'nr_vaga',
    'dt_historico',
    'ds_historico',
    'cd_usuario',
    'id_tipo',
  ]);
  if (total <= 0) return [web, timeline];

  const porRequisicao = new Set<string>();
  let elastic = false;
  for (const v of org.vagas.filter((x) => [1, 7, 11, 13].includes(x.situacao))) {
    const n = f.int({ min: 2, max: 7 });
    for (let i = 0; i < n; i++) {
      const cd = primeiroCandidato + f.int(total - 1);
      const chave = `${cd}:${v.nrRequisicao}`;
      if (porRequisicao.has(chave)) continue;
      porRequisicao.add(chave);
      const criado = Math.max(v.abertura, agora - f.int({ min: 1, max: 30 }) * DIA) + f.int(10) * HORA;
      const visto = i % 3 === 1 ? 'S' : 'N';
      const descartado = i === n - 1 && n > 3 ? 'S' : 'N';
      const tipo = !elastic && i === 0 ? 'ELASTIC' : 'WEB';
      if (tipo === 'ELASTIC') elastic = true;
      web.adicionar([
        cd,
        v.nrRequisicao,
        v.nrVaga,
        tipo,
        descartado === 'S' ? 'S' : visto,
        descartado,
        iso(criado),
        iso(criado + f.int({ min: 1, max: 48 }) * HORA),
      ]);
    }
    if (f.int(2) === 0) {
      timeline.adicionar([
        v.nrVaga,
        iso(agora - f.int({ min: 1, max: 72 }) * HORA),
        NOTAS_TIMELINE[f.int(NOTAS_TIMELINE.length - 1)],
        v.analista.cdSip,
        null,
      ]);
    }
  }
  return [web, timeline];
}
