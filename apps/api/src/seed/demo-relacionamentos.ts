import { TIPO_AVISO } from '@backoffice/domain/catalogos';
import { dataUtc } from '@backoffice/domain/datas';
import { base, en, Faker, pt_BR } from '@faker-js/faker';
import { BlocoCopia } from '../db/copia';
import type { OrganizacaoDemo, UsuarioGerado } from './demo-organizacao';

const SEMENTE_RELACIONAMENTOS = 8_191;
const DIA = 86_400_000;
const HORA = 3_600_000;

const NOTAS_CANDIDATO = [
  'Candidato entrevistado presencialmente, boa comunicação e experiência compatível com a vaga.',
  'Contato por telefone: candidato tem interesse e disponibilidade para início imediato.',
  'Candidata não atendeu às ligações; enviada mensagem pelo WhatsApp solicitando retorno.',
  'Candidato informou pretensão salarial acima da faixa oferecida pelo cliente.',
  'Realizou teste prático com bom desempenho; encaminhar para entrevista com o gestor.',
  'Candidato mora próximo ao cliente e possui transporte próprio.',
];
const NOTAS_VAGA = [
  'Cliente solicitou prioridade no envio de currículos para esta vaga.',
  'Alinhado com o requisitante o perfil comportamental desejado para a função.',
  'Cliente pediu candidatos com disponibilidade para o turno da noite.',
  'Enviados três currículos para avaliação do cliente nesta semana.',
  'Retorno do cliente: aguardando a agenda do gestor para as entrevistas.',
];

/** Candidates related to vacancies, timelines, appointments and alerts of the demo. */
export function gerarRelacionamentos(
  org: OrganizacaoDemo,
  primeiroCandidato: number,
  ultimoCandidato: number,
  hoje: number,
): BlocoCopia[] {
  const faker = new Faker({ locale: [pt_BR, en, base] });
  faker.seed(SEMENTE_RELACIONAMENTOS);
  const f = faker.number;
  const um = <T>(lista: readonly T[]): T => lista[f.int(lista.length - 1)];
  const chance = (p: number) => f.int(9_999) < p * 10_000;
  const agora = hoje + 11 * HORA;
  const iso = (ms: number) => new Date(Math.min(ms, agora)).toISOString();

  const vagaCandidato = new BlocoCopia('vaga_candidato', [
    'nr_vaga',
    'cd_pessoa_candidato',
    'cd_estagio_vaga',
    'id_situacao',
    'cd_origem_relacionamento',
    'criado_em',
    'dt_curriculo',
    'dt_encaminhamento',
    'dt_aprovacao',
    'dt_reprovacao',
    'dt_faturamento',
    'dt_inicio_trabalho',
    'id_envia_email_reprov',
    'cd_usuario',
    'alterado_em',
  ]);
  const historicoCandidato = new BlocoCopia('candidato_historico', [
    'cd_pessoa_candidato',
    'dt_historico',
    'ds_historico',
    'cd_usuario',
    'id_tipo',
    'nr_vaga',
  ]);
  const historicoVaga = new BlocoCopia('vaga_historico', [
    'nr_vaga',
    'dt_historico',
    'ds_historico',
    'cd_usuario',
    'id_tipo',
  ]);
  const agendamento = new BlocoCopia('agendamento', [
    'cd_pessoa_candidato',
    'cd_usuario_atendimento',
    'cd_pessoa_analista',
    'cd_pessoa_cliente',
    'cd_empresa',
    'id_tipo_agendamento',
    'dt_atendimento',
    'dt_chegada',
    'dt_encerramento',
    'tipo_processo',
    'ds_descricao',
    'id_compareceu',
    'nr_vaga',
    'criado_em',
    'criado_por',
  ]);
  const aviso = new BlocoCopia('aviso', [
    'cd_sip',
    'cd_empresa',
    'nr_vaga',
    'cd_tipo_aviso',
    'ds_complemento_aviso',
    'dt_geracao',
    'id_visualizado',
    'dt_visualizado',
  ]);

  const total = ultimoCandidato - primeiroCandidato + 1;
  const callcenter = org.usuarios.find((u) => u.login === 'callcenter');

  for (const v of org.vagas) {
    const an = v.analista;
    historicoVaga.adicionar([
      v.nrVaga,
      iso(v.abertura + 9 * HORA),
      `Vaga aberta por ${an.nome}.`,
      an.cdSip,
      'A',
    ]);
    if (chance(0.6))
      historicoVaga.adicionar([
        v.nrVaga,
        iso(v.abertura + (1 + f.int(20)) * DIA),
        um(NOTAS_VAGA),
        an.cdSip,
        null,
      ]);
    if (v.situacao !== 1) {
      historicoVaga.adicionar([
        v.nrVaga,
        iso(v.abertura + (2 + f.int(30)) * DIA),
        `Situação da vaga alterada para ${v.situacao}.`,
        an.cdSip,
        'S',
      ]);
    }
    if (total <= 0) continue;

    const aberta = [1, 7, 11, 13].includes(v.situacao);
    const n =
      v.situacao === 6
        ? f.int({ min: 3, max: 8 })
        : aberta
          ? f.int({ min: 2, max: 12 })
          : v.situacao === 12
            ? f.int(2)
            : f.int(5);
    const escolhidos = new Set<number>();
    for (let i = 0; i < n && escolhidos.size < total; i++)
      escolhidos.add(primeiroCandidato + f.int(total - 1));
    let aprovado = false;
    let indice = 0;
    for (const cd of escolhidos) {
      indice++;
      const criado = v.abertura + (f.int(Math.max(1, Math.floor((agora - v.abertura) / DIA))) + 0.4) * DIA;
      let estagio = um([3, 3, 3, 3, 4, 4, 5, 5]);
      let situacao: string | null = null;
      // a closed vacancy has its approved candidate; some open ones of hiring types 1 and 10 too
      const aprovar =
        !aprovado &&
        ((v.situacao === 6 && indice === 1) ||
          (v.situacao === 1 && [1, 10].includes(v.tipoContratacao) && chance(0.1)));
      if (aprovar) {
        aprovado = true;
        estagio = v.situacao === 6 && chance(0.5) ? 7 : 6;
        situacao = 'A';
      } else if (chance(0.12)) {
        situacao = 'R';
      }
      const curriculo = estagio >= 4 ? criado + f.int({ min: 1, max: 48 }) * HORA : null;
      const encaminhado = estagio >= 5 ? (curriculo ?? criado) + f.int({ min: 1, max: 72 }) * HORA : null;
      const aprovacao =
        situacao === 'A' ? (encaminhado ?? criado) + f.int({ min: 24, max: 240 }) * HORA : null;
      const origem = v.recrutamento ? 1 : chance(0.06) ? 99 : 2;
      vagaCandidato.adicionar([
        v.nrVaga,
        cd,
        estagio,
        situacao,
        origem,
        iso(criado),
        curriculo === null ? null : iso(curriculo),
        encaminhado === null ? null : iso(encaminhado),
        aprovacao === null ? null : iso(aprovacao),
        situacao === 'R' ? iso(criado + f.int({ min: 24, max: 200 }) * HORA) : null,
        aprovacao === null ? null : dataUtc(aprovacao + 7 * DIA),
        aprovacao === null ? null : dataUtc(aprovacao + 3 * DIA),
        chance(0.85) ? 'S' : 'N',
        an.cdSip,
        iso(aprovacao ?? encaminhado ?? curriculo ?? criado),
      ]);
      historicoCandidato.adicionar([
        cd,
        iso(criado),
        `Candidato relacionado à vaga ${v.nrVaga}.`,
        an.cdSip,
        'R',
        v.nrVaga,
      ]);
      if (chance(0.5))
        historicoCandidato.adicionar([
          cd,
          iso(criado + 2 * HORA),
          um(NOTAS_CANDIDATO),
          an.cdSip,
          null,
          v.nrVaga,
        ]);
      if (situacao === 'A')
        historicoCandidato.adicionar([
          cd,
          iso(aprovacao!),
          `Candidato aprovado na vaga ${v.nrVaga}.`,
          an.cdSip,
          'A',
          v.nrVaga,
        ]);

      // appointments: interviews and tests around today for candidates in progress
      if (aberta && estagio >= 4 && situacao !== 'R' && chance(0.5)) {
        const quando = hoje + (f.int({ min: -20, max: 14 }) * 24 + f.int({ min: 8, max: 17 })) * HORA;
        const passado = quando < agora;
        const compareceu = passado ? (chance(0.8) ? 'S' : 'N') : null;
        agendamento.adicionar([
          cd,
          an.cdSip,
          an.userSip,
          v.cdPessoaCliente,
          v.cdEmpresa,
          chance(0.7) ? 'E' : 'T',
          iso(quando),
          compareceu === 'S' ? iso(quando + f.int({ min: -20, max: 25 }) * 60_000) : null,
          passado ? iso(quando + 1.5 * HORA) : null,
          um(v.tiposProcesso),
          compareceu === 'N'
            ? 'Candidato não compareceu ao atendimento agendado.'
            : `Entrevista referente à vaga ${v.nrVaga}; trazer carteira de trabalho e documentos pessoais.`,
          compareceu,
          v.nrVaga,
          iso(Math.min(quando - DIA, agora - HORA)),
          an.cdSip,
        ]);
      } else if (aberta && callcenter && estagio === 3 && chance(0.08)) {
        const quando = hoje + (f.int({ min: 0, max: 7 }) * 24 + f.int({ min: 8, max: 17 })) * HORA;
        agendamento.adicionar([
          cd,
          callcenter.cdSip,
          an.userSip,
          v.cdPessoaCliente,
          v.cdEmpresa,
          'C',
          iso(quando),
          null,
          null,
          null,
          'Agendado pelo call center após conversa no WhatsApp.',
          null,
          v.nrVaga,
          iso(agora - 2 * HORA),
          callcenter.cdSip,
        ]);
      }
    }
  }

  // alerts: vacancies assigned (3) and unfrozen (16) to analysts, new recruitment vacancies (20) to units
  const porAnalista = new Map<UsuarioGerado, typeof org.vagas>();
  for (const v of org.vagas) porAnalista.set(v.analista, [...(porAnalista.get(v.analista) ?? []), v]);
  for (const [an, vagas] of porAnalista) {
    const recentes = vagas.filter((v) => [1, 7, 11].includes(v.situacao)).slice(0, an.demo ? 4 : 2);
    recentes.forEach((v, i) => {
      const visto = i >= 2;
      const quando = agora - (i + 1) * 5 * HORA;
      aviso.adicionar([
        an.cdSip,
        null,
        v.nrVaga,
        TIPO_AVISO.VAGA_ATRIBUIDA,
        `Vaga ${v.nrVaga} atribuída a você.`,
        iso(quando),
        visto ? 'S' : 'N',
        visto ? iso(quando + HORA) : null,
      ]);
    });
    // unfrozen vacancies are those that waited for an advance payment: hiring types 1 and 10 first
    const abertas = vagas.filter((v) => v.situacao === 1);
    const descongeladas = [
      ...abertas.filter((v) => [1, 10].includes(v.tipoContratacao)),
      ...abertas.filter((v) => ![1, 10].includes(v.tipoContratacao)),
    ].slice(0, an.demo ? 2 : 1);
    for (const v of descongeladas) {
      aviso.adicionar([
        an.cdSip,
        null,
        v.nrVaga,
        TIPO_AVISO.VAGA_DESCONGELADA,
        `Adiantamento confirmado: a vaga ${v.nrVaga} foi descongelada.`,
        iso(agora - 3 * HORA),
        'N',
        null,
      ]);
    }
  }
  for (const v of org.vagas.filter((x) => x.recrutamento && x.situacao === 1).slice(0, 6)) {
    aviso.adicionar([
      null,
      v.cdEmpresa,
      v.nrVaga,
      TIPO_AVISO.NOVA_VAGA_RECRUTAMENTO,
      `Nova vaga no recrutamento: ${v.nrVaga}.`,
      iso(agora - 2 * HORA),
      'N',
      null,
    ]);
  }

  return [vagaCandidato, historicoCandidato, historicoVaga, agendamento, aviso];
}
