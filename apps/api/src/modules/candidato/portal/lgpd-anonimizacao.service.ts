import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../../db/client';
import type { AppDeps } from '../../../platform/deps';
import { apagarDescricaoDosAgendamentos, tabelasAgendamento } from '../../agendamento/agendamento.tabelas';
import { apagarMotivoNaFila } from '../../autoatendimento/autoatendimento.tabelas';
import { apagarContatosDoFuncionario, cancelarEnviosDoTitular } from '../../campanha/campanha.tabelas';
import { tirarDosGrupos } from '../../grupo/grupo.tabelas';
import {
  anonimizarConversasDoTitular,
  anonimizarMensagensDoTitular,
  tabelasMensageria,
} from '../../mensageria/mensageria.tabelas';
import { trocarNomeNosAvisos } from '../../usuario/usuario.tabelas';
import { tabelasVaga, trocarTextoNoHistoricoDasVagas } from '../../vaga/vaga.tabelas';
import { armazenamentoDe } from '../cadastro/arquivos-candidato.service';

// The LGPD erasure of a candidate: what is anonymised, what is kept and why (said in the decision),
// and the candidate's files removed.

/** What an erasure keeps without personal data, and why (said in every decision). */
const MANTIDO_SEM_DADOS =
  'Mantidos sem dados pessoais: as candidaturas e etapas (estatísticas das vagas); os agendamentos, as ' +
  'mensagens enviadas e as conversas do call center, sem descrição, destino nem conteúdo (registro dos ' +
  'atendimentos e do uso dos canais); as indicações, sem observações nem grau de afinidade (os dados de quem ' +
  'indicou pertencem a essa pessoa); e o registro do consentimento e deste pedido (LGPD art. 8º, §2º e art. 37).';

/** What an erasure keeps of a candidate who was hired, and why (LGPD art. 16, I: legal obligation). */
export const RETIDO_CONTRATADO =
  'Mantidos nome, CPF, PIS/NIT, CTPS e data de nascimento: o candidato foi contratado e a lei trabalhista e ' +
  'previdenciária exige guardar o registro do empregado (CLT art. 41; Lei 8.036/1990 art. 23, §5º — FGTS; ' +
  'Decreto 3.048/1999 art. 225 — eSocial/INSS), conforme LGPD art. 16, I. ' +
  MANTIDO_SEM_DADOS;
/** A hired candidate's termination and extension documents are records of the employment. */
export const RETIDO_DOCUMENTOS_CONTRATADO =
  'Pelo mesmo motivo ficam os documentos de rescisão e prorrogação do contrato enviados para assinatura.';
export const RETIDO_NAO_CONTRATADO = `Nenhum dado pessoal mantido. ${MANTIDO_SEM_DADOS}`;
/** Documents sent for signature live in the signature service too; this system cannot delete them there. */
export const retidoDocumentosAssinatura = (n: number) =>
  `${n === 1 ? 'O documento enviado' : `Os ${n} documentos enviados`} ao serviço de assinatura eletrônica ` +
  `${n === 1 ? 'continua guardado' : 'continuam guardados'} nesse serviço, fora deste sistema: a exclusão deve ser pedida a ele.`;
export const RETIDO_MIDIAS =
  'As mídias recebidas pelo WhatsApp ficam com o provedor do canal até expirarem; as referências a elas foram apagadas.';
export const NOME_ANONIMIZADO = 'Titular anonimizado (LGPD)';
const TEXTO_REMOVIDO = 'Texto removido a pedido do titular (LGPD).';
const DESTINO_REMOVIDO = 'Removido (LGPD)';

/** The forms a phone takes in the messages' destinations: its digits with and without Brazil's 55. */
function formasDoTelefone(telefones: readonly (string | null)[]): string[] {
  const formas = new Set<string>();
  for (const t of telefones) {
    const d = (t ?? '').replace(/\D/g, '');
    if (d.length < 8) continue;
    formas.add(d);
    if (d.startsWith('55') && d.length >= 12) formas.add(d.slice(2));
    else if (d.length === 10 || d.length === 11) formas.add(`55${d}`);
  }
  return [...formas];
}

interface SignatarioLocal {
  name?: unknown;
  email?: unknown;
  rejected?: { reason?: unknown } | null;
  email_events?: { reason?: unknown } | null;
}

/**
 * Anonymises a candidate in the caller's transaction (LGPD art. 18, VI): name, contacts, documents,
 * address, photo and free texts are erased; lists that describe the person are deleted; every other
 * table that holds the candidate (docs/portal.md 'What approval erases') keeps its business record
 * without the person: appointments, messages and conversations without destination or content,
 * referrals without the note or the tie to them, the vacancies' history and the staff's alerts
 * with the anonymised name. A candidate who was hired keeps what labour and tax law require
 * (RETIDO_CONTRATADO). Answers what was kept and the storage keys of the candidate's files (the
 * photo and the disability reports), to be removed after the commit.
 */
export async function anonimizarCandidato(
  tx: Executor,
  cdPessoa: number,
  cdUsuario: number,
): Promise<{ retido: string; foto: string | null; arquivos: string[] } | null> {
  const cd = cdPessoa;
  const [c] = await consultar<{
    foto: string | null;
    contratado: boolean;
    nome: string;
    email: string | null;
    cel: string | null;
    rec: string | null;
    res: string | null;
  }>(
    tx,
    sql`SELECT c.ds_foto_candidato AS foto,
               EXISTS (SELECT 1 FROM ${tabelasVaga.vaga_candidato('vc')} WHERE vc.cd_pessoa_candidato = c.cd_pessoa
                        AND vc.cd_estagio_vaga = 7) AS contratado,
               p.nm_pessoa AS nome, p.ds_email AS email,
               c.nr_telefone_cel AS cel, c.nr_telefone_rec AS rec, c.nr_telefone_res AS res
          FROM candidato c JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
         WHERE c.cd_pessoa = ${cd} FOR UPDATE`,
  );
  if (!c) return null;
  const manter = c.contratado;
  const [outrosTelefones, laudos, documentos, [midias]] = await Promise.all([
    consultar<{ t: string }>(
      tx,
      sql`SELECT nr_telefone AS t FROM pessoa_telefone WHERE cd_pessoa = ${cd}
          UNION SELECT nr_telefone FROM ${tabelasMensageria.chatbot_conversa('chatbot_conversa')} WHERE cd_pessoa_candidato = ${cd}`,
    ),
    consultar<{ chave: string }>(
      tx,
      sql`SELECT ds_caminho_laudo AS chave FROM candidato_deficiencia
           WHERE cd_pessoa_candidato = ${cd} AND ds_caminho_laudo IS NOT NULL`,
    ),
    consultar<{ id: string }>(
      tx,
      sql`SELECT documento_id AS id FROM candidato_documento WHERE cd_pessoa_candidato = ${cd}`,
    ),
    consultar<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM ${tabelasMensageria.chatbot_mensagem('m')}
            JOIN ${tabelasMensageria.chatbot_conversa('cv')} ON cv.id_chatbot_conversa = m.id_chatbot_conversa
           WHERE cv.cd_pessoa_candidato = ${cd} AND m.id_tipo = 'RECEBIDO'
             AND m.json_mensagem ?| ARRAY['image', 'audio', 'video', 'document', 'sticker']`,
    ),
  ]);
  const telefones = formasDoTelefone([c.cel, c.rec, c.res, ...outrosTelefones.map((x) => x.t)]);

  // Texts of others' records that carry the name (written with it): the alerts of the attendants and
  // of the call center, the vacancies' history. A hired candidate keeps the name.
  if (!manter) {
    await trocarNomeNosAvisos(tx, {
      nome: c.nome,
      novo: NOME_ANONIMIZADO,
      atendentes: sql`SELECT g.cd_usuario_atendimento FROM ${tabelasAgendamento.agendamento('g')} WHERE g.cd_pessoa_candidato = ${cd}`,
      empresas: sql`SELECT cv.cd_empresa FROM ${tabelasMensageria.chatbot_conversa('cv')} WHERE cv.cd_pessoa_candidato = ${cd}`,
    });
    await trocarTextoNoHistoricoDasVagas(tx, cd, `${c.nome} (${cd})`, `${NOME_ANONIMIZADO} (${cd})`);
  }

  await tx.execute(sql`
    UPDATE pessoa SET nm_pessoa = CASE WHEN ${manter} THEN nm_pessoa ELSE ${NOME_ANONIMIZADO} END,
           nm_apelido = NULL, ds_email = NULL,
           nr_documento_cpf = CASE WHEN ${manter} THEN nr_documento_cpf END,
           alterado_em = now(), alterado_por = ${cdUsuario}
     WHERE cd_pessoa = ${cd}`);
  await tx.execute(sql`DELETE FROM pessoa_telefone WHERE cd_pessoa = ${cd}`);
  await tx.execute(sql`
    UPDATE candidato SET
      dt_nascimento = CASE WHEN ${manter} THEN dt_nascimento END,
      nr_documento_pis = CASE WHEN ${manter} THEN nr_documento_pis END,
      nr_documento_nit = CASE WHEN ${manter} THEN nr_documento_nit END,
      nr_documento_ctps = CASE WHEN ${manter} THEN nr_documento_ctps END,
      nr_serie_ctps = CASE WHEN ${manter} THEN nr_serie_ctps END,
      dt_emissao_ctps = NULL, cd_estado_emite_ctps = NULL, nm_cidade_emite_ctps = NULL,
      nr_documento_rg = NULL, orgao_emissor_rg = NULL, dt_emissao_rg = NULL, cd_estado_emite_rg = NULL,
      nm_cidade_emite_rg = NULL,
      id_sexo = NULL, id_estado_civil = NULL, nm_pessoa_mae = NULL, nm_pessoa_pai = NULL,
      cd_pais_origem = NULL, cd_uf_origem = NULL, nm_cidade_origem = NULL, nr_ano_chegada_brasil = NULL,
      nr_altura = NULL, nr_peso = NULL, id_fumante = NULL, id_cutis = NULL, id_cabelo = NULL, id_olho = NULL,
      nr_calcado = NULL, id_tamanho_calca = NULL, id_tamanho_camisa = NULL,
      ds_inf_experiencia = NULL, possui_filhos = NULL, nr_filho = NULL, possui_veiculo = NULL,
      cd_habilitacao_cat = NULL, ds_www = NULL, ds_responsabilidades_sociais = NULL, ds_hobbies = NULL,
      pretensao_salarial = NULL, ds_experiencia_profissional = NULL, ds_laudo = NULL,
      ds_foto_candidato = NULL, cd_cep = NULL, nm_cep = NULL, nr_endereco = NULL, ds_complemento = NULL,
      ds_referencia = NULL, nm_bairro = NULL, cd_cidade = NULL, nm_cidade = NULL, cd_uf = NULL,
      nr_telefone_cel = NULL, nr_telefone_rec = NULL, nr_telefone_res = NULL,
      ds_observacao_cel = NULL, ds_observacao_rec = NULL, ds_observacao_res = NULL,
      nm_senha_web = NULL, ds_lembrete_senha_web = NULL,
      id_bloqueado = 'S', dt_inativo = COALESCE(dt_inativo, CURRENT_DATE),
      alterado_em = now(), alterado_por = ${cdUsuario}
     WHERE cd_pessoa = ${cd}`);
  // the lists that describe the person, the tests with their answers and the groups they were put in
  for (const [tabela, chave] of [
    ['candidato_cargo', 'cd_pessoa_candidato'],
    ['candidato_emprego', 'cd_pessoa_candidato'],
    ['candidato_formacao', 'cd_pessoa_candidato'],
    ['candidato_idioma', 'cd_pessoa_candidato'],
    ['candidato_deficiencia', 'cd_pessoa_candidato'],
    ['candidato_software', 'cd_pessoa_candidato'],
    ['candidato_competencia', 'cd_pessoa_candidato'],
    ['candidato_parecer', 'cd_pessoa_candidato'],
    ['candidato_teste', 'cd_pessoa_candidato'],
  ] as const)
    await tx.execute(sql`DELETE FROM ${sql.identifier(tabela)} WHERE ${sql.identifier(chave)} = ${cd}`);
  await tirarDosGrupos(tx, cd);
  await tx.execute(sql`
    UPDATE candidato_historico SET ds_historico = ${TEXTO_REMOVIDO} WHERE cd_pessoa_candidato = ${cd}`);

  // appointments and the self-service queue: the units' agenda and attendance figures stay, without notes
  await apagarDescricaoDosAgendamentos(tx, cd);
  await apagarMotivoNaFila(tx, cd);
  // referrals of the candidate: the referrer's record stays theirs, the note and the tie to the candidate go
  await tx.execute(sql`
    UPDATE indicacao SET ds_observacao = NULL, id_grau_afinidade_indicador = NULL,
           alterado_em = now(), alterado_por = ${cdUsuario}
     WHERE cd_pessoa_candidato = ${cd}`);
  // referrals the candidate made for others: the referrer's data at the client are the candidate's
  await tx.execute(sql`
    UPDATE indicacao SET ds_matricula_indicador = NULL, ds_area_secao_indicador = NULL, ds_turno_indicador = NULL,
           ds_cargo_indicador = NULL, nm_superior_indicador = NULL, nr_telefone_indicador = NULL,
           id_grau_afinidade_indicador = NULL, alterado_em = now(), alterado_por = ${cdUsuario}
     WHERE cd_pessoa_indica = ${cd}`);
  // the employee record stays (labour law); the relatives' contacts and the birthday preference go
  await apagarContatosDoFuncionario(tx, cd);
  // a campaign e-mail still queued is not sent; an error may quote the address
  await cancelarEnviosDoTitular(tx, cd);

  // messages: the outbox keeps that something was sent, by which channel and when; the candidate's
  // own and those sent to their address or phone outside a search lose destination and content
  await anonimizarMensagensDoTitular(tx, {
    cdPessoa: cd,
    email: c.email,
    telefones,
    destino: DESTINO_REMOVIDO,
    conteudo: TEXTO_REMOVIDO,
  });
  // the chatbot's conversations stay counted (usage by analyst), closed, without the phone; their
  // messages (texts, the candidate's media) are deleted
  await anonimizarConversasDoTitular(tx, cd);

  // documents sent for signature: the vacancy's record stays; the local service's copy loses the
  // signer's e-mail and texts, and the name unless the candidate was hired
  if (!manter)
    await tx.execute(sql`
      UPDATE candidato_documento
         SET nm_documento = CASE tipo_doc WHEN 'R' THEN 'Rescisão' ELSE 'Prorrogação' END || ' - Vaga ' || nr_vaga
       WHERE cd_pessoa_candidato = ${cd}`);
  if (documentos.length) {
    const locais = await consultar<{ id: string; nome: string; signatarios: SignatarioLocal[] }>(
      tx,
      sql`SELECT a.documento_id AS id, d.nm_documento AS nome, a.signatarios
            FROM assinatura_local a JOIN candidato_documento d ON d.documento_id = a.documento_id
           WHERE d.cd_pessoa_candidato = ${cd} FOR UPDATE OF a`,
    );
    for (const l of locais) {
      const signatarios = (Array.isArray(l.signatarios) ? l.signatarios : []).map((s) => ({
        ...s,
        name: manter ? s.name : NOME_ANONIMIZADO,
        email: '',
        rejected: s.rejected ? { ...s.rejected, reason: null } : (s.rejected ?? null),
        email_events: s.email_events ? { ...s.email_events, reason: null } : (s.email_events ?? null),
      }));
      await tx.execute(sql`
        UPDATE assinatura_local SET nm_documento = ${l.nome}, signatarios = ${JSON.stringify(signatarios)}::jsonb
         WHERE documento_id = ${l.id}`);
    }
  }

  await tx.execute(sql`
    INSERT INTO candidato_historico (cd_pessoa_candidato, ds_historico, id_tipo, cd_usuario)
    VALUES (${cd}, 'Dados pessoais anonimizados a pedido do titular (LGPD).', 'CW', ${cdUsuario})`);
  await tx.execute(sql`SELECT atualizar_pesquisa_candidato(${cd}::bigint)`);

  const retido = [manter ? RETIDO_CONTRATADO : RETIDO_NAO_CONTRATADO];
  if (documentos.length)
    retido.push(manter ? RETIDO_DOCUMENTOS_CONTRATADO : retidoDocumentosAssinatura(documentos.length));
  if (midias && midias.n > 0) retido.push(RETIDO_MIDIAS);
  return {
    retido: retido.join(' '),
    foto: c.foto,
    arquivos: [...(c.foto ? [c.foto] : []), ...laudos.map((l) => l.chave)],
  };
}

/** Removes a stored photo after the commit of an erasure (a failure leaves only an orphan file). */
export async function apagarFotoCandidato(deps: AppDeps, chave: string | null): Promise<void> {
  await apagarArquivosCandidato(deps, chave ? [chave] : []);
}

/** Removes the candidate's stored files after the commit of an erasure (a failure leaves only orphans). */
export async function apagarArquivosCandidato(deps: AppDeps, chaves: readonly string[]): Promise<void> {
  const arm = armazenamentoDe(deps);
  for (const chave of chaves) await arm.apagar(chave).catch(() => {});
}
