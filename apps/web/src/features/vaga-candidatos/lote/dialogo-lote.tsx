import {
  type AcaoLoteBody,
  type AcaoLoteResposta,
  acaoLoteBody,
  CANAIS_MENSAGEM_LOTE,
  type CanalMensagemLote,
  LIMITES_ACOES_LOTE,
  type RecusadoLote,
  ROTULOS_ACAO_LOTE,
} from '@backoffice/domain/acoes-lote';
import { CONTRATOS_SELETORES_CADASTROS } from '@backoffice/domain/contratos/cadastros';
import { CONTRATOS_GRUPO } from '@backoffice/domain/contratos/grupo';
import { MENSAGENS_GRUPO } from '@backoffice/domain/grupo';
import { custoEstimadoChatbot } from '@backoffice/domain/mensageria';
import { ROTULOS_COLUNA_QUADRO } from '@backoffice/domain/quadro-vaga';
import { Alert, List, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CounterTextarea } from '../../../components/controls/counter-textarea';
import { ApiError } from '../../../lib/api-client';
import { consulta } from '../../../lib/dados';
import { formatCurrency } from '../../../lib/format';
import { useFormulario } from '../../../lib/formulario/formulario';
import { ModalFormulario } from '../../../lib/formulario/modal-formulario';
import { notify } from '../../../lib/notify';
import { useUsuario } from '../../../lib/sessao';
import { M } from '../api';
import { aplicarLote, FALHA_LOTE, ML } from './api-lote';

/** The bulk actions whose fields this dialog asks (forwarding to a client has its own modal). */
export type AcaoDialogo =
  | { tipo: 'mover'; estagio: 3 | 4 | 5 }
  | { tipo: 'reprovar' }
  | { tipo: 'mensagem' }
  | { tipo: 'grupo' };

export interface CandidatoLote {
  CD_PESSOA: number;
  NM_PESSOA: string;
}

const ROTULO_CANAL: Record<CanalMensagemLote, string> = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' };

const nomeEstagio = (e: 3 | 4 | 5) => ROTULOS_COLUNA_QUADRO[String(e) as '3' | '4' | '5'];

function pergunta(acao: AcaoDialogo, n: number): string {
  switch (acao.tipo) {
    case 'mover':
      return `Mover ${n} candidato(s) para ${nomeEstagio(acao.estagio)}?`;
    case 'reprovar':
      return `Reprovar ${n} candidato(s)?`;
    case 'mensagem':
      return `Enviar a mensagem a ${n} candidato(s)?`;
    case 'grupo':
      return `Adicionar ${n} candidato(s) ao grupo?`;
  }
}

/** The fields of the dialog, named as the body's. */
interface Campos {
  cd_motivo_reprovacao: string;
  canal: CanalMensagemLote;
  assunto: string;
  texto: string;
  cd_tipo_grupo_candidato: string;
}

const VAZIO: Campos = {
  cd_motivo_reprovacao: '',
  canal: 'email',
  assunto: '',
  texto: '',
  cd_tipo_grupo_candidato: '',
};

/** The body, an e-mail asking its subject. */
const esquemaDialogo = acaoLoteBody.superRefine((c, ctx) => {
  if (c.tipo === 'mensagem' && c.canal === 'email' && !c.assunto?.trim())
    ctx.addIssue({ code: 'custom', path: ['assunto'], message: ML.assuntoObrigatorio });
});

function corpoDe(acao: AcaoDialogo, candidatos: readonly CandidatoLote[], v: Campos): AcaoLoteBody {
  const comum = { candidatos: candidatos.map((c) => c.CD_PESSOA) };
  switch (acao.tipo) {
    case 'mover':
      return { tipo: 'mover', cd_estagio_vaga: acao.estagio, ...comum };
    case 'reprovar':
      return {
        tipo: 'reprovar',
        cd_motivo_reprovacao: v.cd_motivo_reprovacao ? Number(v.cd_motivo_reprovacao) : null,
        ...comum,
      };
    case 'mensagem':
      return {
        tipo: 'mensagem',
        canal: v.canal,
        assunto: v.canal === 'email' ? v.assunto : null,
        texto: v.texto,
        ...comum,
      };
    case 'grupo':
      return { tipo: 'grupo', cd_tipo_grupo_candidato: Number(v.cd_tipo_grupo_candidato || 0), ...comum };
  }
}

interface Recusa {
  mensagem: string;
  recusados: RecusadoLote[];
  aplicaveis: number;
  corpo: AcaoLoteBody;
}

/**
 * Confirms a bulk action on the chosen candidates, asking what it needs (the reason, the message, the
 * group). When the server names candidates that cannot take it (409), lists them and offers to apply
 * it to the others.
 */
export function DialogoLote({
  nrVaga,
  acao,
  candidatos,
  onClose,
  onAplicada,
}: {
  nrVaga: number;
  acao: AcaoDialogo;
  candidatos: readonly CandidatoLote[];
  onClose: () => void;
  onAplicada: (r: AcaoLoteResposta) => void;
}) {
  const qc = useQueryClient();
  const usuario = useUsuario();
  const f = useFormulario(esquemaDialogo, VAZIO, (v) => corpoDe(acao, candidatos, v));
  const [recusa, setRecusa] = useState<Recusa | null>(null);
  const [confirmando, setConfirmando] = useState(false);

  const motivos = useQuery({
    ...consulta(CONTRATOS_SELETORES_CADASTROS['motivos-reprovacao'], {}, M.falha.motivosReprovacao),
    enabled: acao.tipo === 'reprovar',
    staleTime: 60_000,
  });
  const userSip = usuario?.user_sip ?? 0;
  const grupos = useQuery({
    ...consulta(
      CONTRATOS_GRUPO.grupos,
      { query: { cd_pessoa_selecionador: userSip } },
      MENSAGENS_GRUPO.erroBuscarGrupos,
    ),
    enabled: acao.tipo === 'grupo' && userSip > 0,
  });

  const enviar = f.aoEnviar(async (corpo) => {
    const r = await aplicarLote(qc, nrVaga, corpo);
    if (r.tipo === 'confirmar') setRecusa({ ...r, corpo });
    else onAplicada(r.resposta);
  });

  async function aplicarAosOutros() {
    if (!recusa) return;
    setConfirmando(true);
    try {
      const r = await aplicarLote(qc, nrVaga, { ...recusa.corpo, confirmar: true });
      if (r.tipo === 'aplicada') onAplicada(r.resposta);
    } catch (e) {
      notify.erro(e instanceof ApiError ? e.mensagem : FALHA_LOTE);
    } finally {
      setConfirmando(false);
    }
  }

  const canal = f.valor('canal');
  const titulo =
    acao.tipo === 'mover' ? `Mover para ${nomeEstagio(acao.estagio)}` : ROTULOS_ACAO_LOTE[acao.tipo];
  const erroCandidatos = f.erro('candidatos');

  return (
    <ModalFormulario
      opened
      onClose={onClose}
      title={titulo}
      size="md"
      formulario={{
        pendente: f.pendente || confirmando,
        erroGeral: recusa ? null : (f.erroGeral ?? erroCandidatos ?? null),
      }}
      onSalvar={recusa ? aplicarAosOutros : enviar}
      rotuloSalvar={recusa ? `Aplicar aos outros ${recusa.aplicaveis}` : 'Confirmar'}
      salvarDesativado={recusa?.aplicaveis === 0}
    >
      {recusa ? (
        <Stack gap="sm">
          <Alert color="yellow" title="Alguns candidatos não podem receber esta ação">
            {recusa.mensagem}
          </Alert>
          <List size="sm" aria-label="Candidatos recusados">
            {recusa.recusados.map((r) => (
              <List.Item key={r.cd_pessoa_candidato}>
                <Text span fw={600} size="sm">
                  {r.nm_pessoa ?? `Código ${r.cd_pessoa_candidato}`}
                </Text>
                : {r.motivo}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : (
        <>
          <Text>{pergunta(acao, candidatos.length)}</Text>
          {acao.tipo === 'reprovar' && (
            <Select
              label="Motivo"
              description={
                motivos.data?.length === 0
                  ? 'Nenhum motivo cadastrado (Cadastros › Motivos de reprovação).'
                  : 'Opcional.'
              }
              placeholder={motivos.isPending ? 'Carregando...' : 'Sem motivo'}
              data={(motivos.data ?? []).map((m) => ({ value: String(m.cd), label: m.nome }))}
              {...f.campo.selecao('cd_motivo_reprovacao')}
              error={
                f.erro('cd_motivo_reprovacao') ?? (motivos.isError ? M.falha.motivosReprovacao : undefined)
              }
              clearable
              searchable
              disabled={motivos.isPending || f.pendente}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {acao.tipo === 'mensagem' && (
            <>
              <Stack gap={4}>
                <Text size="sm" fw={500} id={`canal-lote-${nrVaga}`}>
                  Canal
                </Text>
                <SegmentedControl
                  aria-labelledby={`canal-lote-${nrVaga}`}
                  value={canal}
                  onChange={(v) => f.definir('canal', v as CanalMensagemLote)}
                  data={CANAIS_MENSAGEM_LOTE.map((c) => ({ value: c, label: ROTULO_CANAL[c] }))}
                />
                {f.erro('canal') && (
                  <Text size="xs" c="red">
                    {f.erro('canal')}
                  </Text>
                )}
              </Stack>
              {canal === 'email' && (
                <TextInput
                  label="Assunto"
                  maxLength={LIMITES_ACOES_LOTE.assuntoMax}
                  withAsterisk
                  {...f.campo.texto('assunto')}
                />
              )}
              <CounterTextarea
                label="Mensagem"
                {...f.campo.valor('texto')}
                max={LIMITES_ACOES_LOTE.textoMensagemMax}
                withAsterisk
              />
              {canal === 'whatsapp' ? (
                <Text size="sm" data-testid="custo-lote">
                  {`Custo estimado: ${formatCurrency(custoEstimadoChatbot(candidatos.length))}`}
                  <Text span size="xs" c="gray.7">
                    {' '}
                    (por conversa; o valor é variável e candidatos sem celular válido não geram custo)
                  </Text>
                </Text>
              ) : (
                <Text size="xs" c="gray.7">
                  O custo estimado do envio é mostrado ao concluir.
                </Text>
              )}
            </>
          )}
          {acao.tipo === 'grupo' && (
            <Select
              label="Grupo"
              placeholder={grupos.isFetching ? 'Carregando...' : 'Escolha o grupo'}
              data={(grupos.data ?? []).map((g) => ({
                value: String(g.CD_TIPO_GRUPO_CANDIDATO),
                label: `${g.NM_TIPO_GRUPO_CANDIDATO} (${g.NM_CARGO})`,
              }))}
              nothingFoundMessage="Nenhum grupo encontrado."
              {...f.campo.selecao('cd_tipo_grupo_candidato')}
              searchable
              withAsterisk
              comboboxProps={{ withinPortal: true }}
            />
          )}
        </>
      )}
    </ModalFormulario>
  );
}
