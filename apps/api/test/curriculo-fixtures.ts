// A valid resume form of the editor (every section), for the tests of candidato/salvar-curriculo.

import type { DbHandle } from '../src/db/client';
import { cpfDoNumero } from '../src/seed/documentos';
import { CARGOS_TESTE, criarCatalogos } from './pesquisa-fixtures';

/** The catalogues the form below names (the search's, plus software and competencies). */
export async function criarCatalogosCurriculo(h: DbHandle): Promise<void> {
  await criarCatalogos(h);
  await h.query(
    `INSERT INTO software (cd_conhecimento, nm_conhecimento) VALUES (1, 'Microsoft Word'), (2, 'Microsoft Excel')
       ON CONFLICT DO NOTHING`,
  );
  await h.query(
    `INSERT INTO competencia (cd_competencia, nm_competencia) VALUES (1, 'Comunicação'), (2, 'Liderança')
       ON CONFLICT DO NOTHING`,
  );
}

// a new valid CPF for each form
let proximoCpf = 700_000_000;

export function formulario(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const n = proximoCpf++;
  return {
    cd_pessoa_candidato: '0',
    nm_pessoa: `Candidata ${n}`,
    nr_documento_cpf: cpfDoNumero(n),
    ds_email: 'joana@example.com',
    dt_nascimento: '1990-03-15',
    id_estado_civil: 'S',
    id_sexo: 'F',
    cd_pais: '1',
    cd_uf: 'SC',
    nm_cidade_origem: 'Joinville',
    cd_cep: '89201-100',
    nm_cep: 'Rua XV de Novembro',
    nr_endereco: '100',
    nm_bairro: 'Centro',
    nm_cidade_reside: 'Joinville',
    cd_uf_reside: 'sc',
    nr_telefone_cel: '(47) 99999-8888',
    nr_telefone_res: '(47) 3333-4444',
    id_possui_whatsapp_cel: 'S',
    id_turno_normal: 'S',
    id_turno_noturno: 'S',
    nr_altura: '1,68',
    nr_peso: '62',
    pretensao_salarial: '3.200,00',
    id_experiencia: 'N',
    id_abordagem: 'S',
    possui_filhos: 'N',
    nr_filho: '3',
    nm_senha_web: 'abc123',
    nm_confirma_senha_web: 'abc123',
    ds_lembrete_senha_web: 'a de sempre',
    ds_experiencia_profissional: 'Operação de empilhadeira e conferência de cargas.',
    addCurso: JSON.stringify([
      { cd_nivel: 2, id_situacao: 'C', nm_pessoa_estab_ensino: 'EEB Central', dt_conclusao_curso: '2008-12' },
      { cd_nivel: 4, id_situacao: 'A', nm_curso: 'Logística', nm_pessoa_estab_ensino: 'Univille' },
    ]),
    cargosSelecionados: JSON.stringify([{ CD_CARGO: CARGOS_TESTE.empilhadeira, NR_EXPERIENCIA: 3 }]),
    addEmprego: JSON.stringify([
      {
        nm_pessoa_empresa: 'Transportes Sul',
        nm_cargo: 'Operador de Empilhadeira',
        vl_ultimo_salario: '2.800,00',
        dt_inicio: '2018-01-10',
        dt_fim: '2022-06-30',
        ds_experiencia_profissional: 'Empilhadeira a gás, inventário.',
      },
    ]),
    addIdioma: JSON.stringify([{ cd_idioma: 2, id_leitura: 3, id_escrita: 2, id_fala: 3 }]),
    addSoftware: JSON.stringify([{ cd_conhecimento: 2, id_conhecimento: 3 }]),
    addCompetencia: JSON.stringify([{ cd_competencia: 1, nr_nota: 4, id_mostra_curriculo: 'S' }]),
    ...extra,
  };
}
