import { CONTRATOS_PESQUISA_CANDIDATOS as CP } from '@backoffice/domain/contratos/pesquisa-candidatos';
import { CONTRATOS_VAGA_RELACIONAR } from '@backoffice/domain/contratos/vaga-relacionar';
import { formatarData } from '@backoffice/domain/datas';
import {
  type EstagioRelacionar,
  MENSAGENS_PESQUISA,
  type PesquisaCandidatoLinha,
} from '@backoffice/domain/pesquisa-candidatos';
import { ActionIcon, Anchor, Badge, Button, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconBrandWhatsapp,
  IconCalendarEvent,
  IconHistory,
  IconMail,
  IconMessage,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { type ColunaLista, comoData, TabelaLista } from '../../components/lista/tabela-lista';
import { chamar } from '../../lib/api-client';
import { invalidar, useAcao } from '../../lib/dados';
import { whatsappLink } from '../../lib/format';
import { notify } from '../../lib/notify';

/** Small inline links still offer a 24 px target (WCAG 2.2, 2.5.8). */
const ALVO_MINIMO = { mih: 24, display: 'inline-flex', style: { alignItems: 'center' } } as const;

export interface ResultadosTabelaProps {
  nrVaga: number;
  nrSelecao: number;
  totalLabel: string;
  linhas: PesquisaCandidatoLinha[];
  onLinhas: (atualizar: (linhas: PesquisaCandidatoLinha[]) => PesquisaCandidatoLinha[]) => void;
  /** Opens the candidate's resumed resume. */
  onAbrirCandidato?: (linha: PesquisaCandidatoLinha) => void;
  /** Opens the candidate's vacancy history. */
  onHistorico?: (linha: PesquisaCandidatoLinha) => void;
  /** Opens the appointment of the candidate: new, or the one saved from this search. */
  onAgendar?: (linha: PesquisaCandidatoLinha) => void;
  /** Candidates with an appointment saved from this search (the button edits it). */
  agendados?: ReadonlySet<number>;
}

export const ACOES_RELACIONAR: readonly { estagio: EstagioRelacionar; rotulo: string; pergunta: string }[] = [
  { estagio: 3, rotulo: 'Em análise', pergunta: 'Relacionar o candidato à vaga (em análise)?' },
  { estagio: 4, rotulo: 'Enviar Currículo', pergunta: 'Enviar o currículo do candidato ao cliente da vaga?' },
  { estagio: 5, rotulo: 'Encaminhar', pergunta: 'Encaminhar o candidato para a vaga?' },
];

/**
 * Relates a candidate to the vacancy at stage 3, 4 or 5 (POST vaga/relacionar-candidato), the
 * stage's own failure text when the server gives none.
 */
export function useRelacionarCandidato(
  nrVaga: number,
  aoRelacionar: (cdPessoa: number, estagio: EstagioRelacionar) => void,
) {
  const qc = useQueryClient();
  const c = CONTRATOS_VAGA_RELACIONAR.relacionarCandidato;
  return useMutation({
    mutationFn: ({ cdPessoa, estagio }: { cdPessoa: number; estagio: EstagioRelacionar }) =>
      chamar(
        c,
        { corpo: { cd_pessoa_candidato: cdPessoa, nr_vaga: nrVaga, cd_estagio_vaga: estagio } },
        { fallback: MENSAGENS_PESQUISA.erroRelacionar[estagio], notificar: false },
      ),
    onSuccess: (r, { cdPessoa, estagio }) => {
      notify.sucesso(r?.message ?? MENSAGENS_PESQUISA.relacionado[estagio]);
      aoRelacionar(cdPessoa, estagio);
    },
    onSettled: () => invalidar(qc, ...c.invalida),
  });
}

/** The three relate actions, each confirmed. */
export function RelacionarModal({
  opened,
  nome,
  onClose,
  onEscolher,
  carregando,
}: {
  opened: boolean;
  nome: string;
  onClose: () => void;
  onEscolher: (estagio: EstagioRelacionar) => void;
  carregando?: boolean;
}) {
  const [pendente, setPendente] = useState<EstagioRelacionar | null>(null);
  const acao = ACOES_RELACIONAR.find((a) => a.estagio === pendente);
  return (
    <>
      <AppModal opened={opened && pendente === null} onClose={onClose} title={`Relacionar ${nome}`} size="md">
        <Group justify="center">
          {ACOES_RELACIONAR.map((a) => (
            <Button key={a.estagio} variant="light" onClick={() => setPendente(a.estagio)}>
              {a.rotulo}
            </Button>
          ))}
        </Group>
      </AppModal>
      <ConfirmDialog
        opened={opened && pendente !== null}
        title={acao?.rotulo ?? ''}
        message={acao?.pergunta ?? ''}
        loading={carregando}
        onCancel={() => setPendente(null)}
        onConfirm={() => {
          if (pendente !== null) onEscolher(pendente);
          setPendente(null);
        }}
      />
    </>
  );
}

function IconeEnvio({
  status,
  rotulo,
  icone,
}: {
  status: 'S' | 'N' | null;
  rotulo: string;
  icone: typeof IconMail;
}) {
  if (status === null) return null;
  const Icone = icone;
  const texto = status === 'S' ? `${rotulo} enviado` : `Falha no envio de ${rotulo}`;
  return (
    <Tooltip label={texto}>
      <Icone
        size={16}
        color={status === 'S' ? 'var(--mantine-color-teal-7)' : 'var(--mantine-color-red-7)'}
        aria-label={texto}
      />
    </Tooltip>
  );
}

/** The candidate's name (opens the resume card), badges, related vacancies, place and WhatsApp link. */
function CelulaCandidato({
  l,
  onAbrirCandidato,
  onHistorico,
}: {
  l: PesquisaCandidatoLinha;
  onAbrirCandidato?: (linha: PesquisaCandidatoLinha) => void;
  onHistorico?: (linha: PesquisaCandidatoLinha) => void;
}) {
  const wa = whatsappLink(l.NR_TELEFONE_CEL);
  const local = [l.NM_BAIRRO, l.NM_CIDADE && (l.CD_UF ? `${l.NM_CIDADE}/${l.CD_UF}` : l.NM_CIDADE)]
    .filter(Boolean)
    .join(' - ');
  return (
    <>
      <Group gap={6} wrap="nowrap">
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={500}
          ta="left"
          {...ALVO_MINIMO}
          onClick={() => onAbrirCandidato?.(l)}
        >
          {l.NM_PESSOA}
        </Anchor>
        {l.ID_DESTAQUE === 'S' && (
          <Badge size="xs" color="orange">
            HOT
          </Badge>
        )}
        {l.POSSUI_DEFICIENCIA === 'S' && (
          <Badge size="xs" color="blue">
            PCD
          </Badge>
        )}
        {l.POSSUI_RELACIONAMENTO === 'RELACIONADO' && (
          <Badge size="xs" color="teal" variant="light">
            Relacionado
          </Badge>
        )}
        {l.RELACIONADO > 0 && (
          <Anchor
            component="button"
            type="button"
            size="xs"
            {...ALVO_MINIMO}
            onClick={() => onHistorico?.(l)}
          >
            {l.RELACIONADO} {l.RELACIONADO === 1 ? 'vaga' : 'vagas'}
          </Anchor>
        )}
      </Group>
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          {local}
        </Text>
        {wa && (
          <Anchor href={wa} target="_blank" rel="noreferrer" size="xs" aria-label="WhatsApp" {...ALVO_MINIMO}>
            <Group gap={2}>
              <IconBrandWhatsapp size={14} />
              WhatsApp
            </Group>
          </Anchor>
        )}
      </Group>
    </>
  );
}

/** Rows of a search (spec 000 §2.5, §3.10) with their actions. */
export function ResultadosTabela({
  nrVaga,
  nrSelecao,
  totalLabel,
  linhas,
  onLinhas,
  onAbrirCandidato,
  onHistorico,
  onAgendar,
  agendados,
}: ResultadosTabelaProps) {
  const [descartar, setDescartar] = useState<PesquisaCandidatoLinha | null>(null);
  const [relacionar, setRelacionar] = useState<PesquisaCandidatoLinha | null>(null);

  const alterarLinha = (cd: number, mudar: Partial<PesquisaCandidatoLinha>) =>
    onLinhas((ls) => ls.map((l) => (l.CD_PESSOA === cd ? { ...l, ...mudar } : l)));

  async function marcarVisto(l: PesquisaCandidatoLinha, visto: boolean) {
    const anterior = l.ID_SELECIONAR;
    alterarLinha(l.CD_PESSOA, { ID_SELECIONAR: visto ? 'S' : 'N' });
    try {
      await chamar(
        CP.visualizado,
        { corpo: { nr_selecao: nrSelecao, cd_pessoa: l.CD_PESSOA, cd_valor: visto ? 'S' : 'N' } },
        { notificar: false },
      );
    } catch {
      alterarLinha(l.CD_PESSOA, { ID_SELECIONAR: anterior });
      notify.erro(MENSAGENS_PESQUISA.erroVisualizado);
    }
  }

  const descarte = useAcao(CP.descartar, {
    fallback: MENSAGENS_PESQUISA.erroDescartar,
    sucesso: MENSAGENS_PESQUISA.descartado,
    aoConcluir: (_r, { corpo }) => {
      onLinhas((ls) => ls.filter((l) => l.CD_PESSOA !== corpo.cd_pessoa));
      setDescartar(null);
    },
  });
  const relacao = useRelacionarCandidato(nrVaga, (cd, estagio) => {
    alterarLinha(cd, { POSSUI_RELACIONAMENTO: 'RELACIONADO', CD_ESTAGIO_VAGA: estagio });
    setRelacionar(null);
  });
  const ocupado = descarte.isPending || relacao.isPending;

  function confirmarDescarte() {
    if (descartar)
      descarte.mutate({ corpo: { nr_selecao: nrSelecao, cd_pessoa: descartar.CD_PESSOA, nr_vaga: nrVaga } });
  }

  function escolherEstagio(estagio: EstagioRelacionar) {
    if (relacionar) relacao.mutate({ cdPessoa: relacionar.CD_PESSOA, estagio });
  }

  const colunas: ColunaLista<PesquisaCandidatoLinha>[] = [
    {
      id: 'visto',
      titulo: 'Visto',
      celula: (l) => (
        <Checkbox
          aria-label={`Visto ${l.NM_PESSOA}`}
          checked={l.ID_SELECIONAR === 'S'}
          onChange={(e) => marcarVisto(l, e.currentTarget.checked)}
        />
      ),
      ordenar: (l) => l.ID_SELECIONAR,
    },
    {
      id: 'candidato',
      titulo: 'Candidato',
      celula: (l) => <CelulaCandidato l={l} onAbrirCandidato={onAbrirCandidato} onHistorico={onHistorico} />,
      ordenar: (l) => l.NM_PESSOA,
    },
    {
      id: 'atualizacao',
      titulo: 'Última atualização',
      celula: (l) => formatarData(l.DATA),
      ordenar: (l) => comoData(l.DATA),
    },
    {
      id: 'envios',
      titulo: 'Envios',
      celula: (l) => (
        <Group gap={4}>
          <IconeEnvio status={l.EMAIL} rotulo="E-mail" icone={IconMail} />
          <IconeEnvio status={l.SMS} rotulo="SMS" icone={IconMessage} />
          <IconeEnvio status={l.WHATSAPP} rotulo="WhatsApp" icone={IconBrandWhatsapp} />
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} data-testid="total-pesquisa">
        Total de candidatos encontrados: {totalLabel}
      </Text>
      <TabelaLista
        // a new search is another list: it starts again at the first page
        key={nrSelecao}
        rotulo="Candidatos encontrados"
        colunas={colunas}
        linhas={linhas}
        chave={(l) => l.CD_PESSOA}
        acoes={(l) => (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <Button
              size="xs"
              variant="light"
              disabled={l.POSSUI_RELACIONAMENTO === 'RELACIONADO'}
              onClick={() => setRelacionar(l)}
            >
              Relacionar
            </Button>
            {onHistorico && (
              <Tooltip label="Histórico">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Histórico de ${l.NM_PESSOA}`}
                  onClick={() => onHistorico(l)}
                >
                  <IconHistory size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            {onAgendar && (
              <Tooltip label={agendados?.has(l.CD_PESSOA) ? 'Editar agendamento' : 'Agendar'}>
                <ActionIcon
                  variant={agendados?.has(l.CD_PESSOA) ? 'light' : 'subtle'}
                  aria-label={
                    agendados?.has(l.CD_PESSOA)
                      ? `Editar agendamento de ${l.NM_PESSOA}`
                      : `Agendar ${l.NM_PESSOA}`
                  }
                  onClick={() => onAgendar(l)}
                >
                  <IconCalendarEvent size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Descartar ${l.NM_PESSOA}`}
              onClick={() => setDescartar(l)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        )}
        vazio={MENSAGENS_PESQUISA.nenhumCandidato}
        dicaVazio={MENSAGENS_PESQUISA.dicaAmpliar}
        larguraMinima={760}
      />
      <ConfirmDialog
        opened={descartar !== null}
        title="Descartar candidato"
        message={`Descartar ${descartar?.NM_PESSOA ?? ''} desta vaga? Ele não aparecerá mais nas pesquisas desta vaga.`}
        confirmColor="red"
        loading={ocupado}
        onCancel={() => setDescartar(null)}
        onConfirm={confirmarDescarte}
      />
      <RelacionarModal
        opened={relacionar !== null}
        nome={relacionar?.NM_PESSOA ?? ''}
        carregando={ocupado}
        onClose={() => setRelacionar(null)}
        onEscolher={escolherEstagio}
      />
    </Stack>
  );
}
