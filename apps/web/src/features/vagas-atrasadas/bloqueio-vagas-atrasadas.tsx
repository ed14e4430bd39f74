import { rotuloCodigoNome } from '@backoffice/domain/catalogos';
import { CONTRATOS_VAGA_SELECAO as C } from '@backoffice/domain/contratos/vaga-selecao';
import { formatarData } from '@backoffice/domain/datas';
import { CLIENTE_SIGILOSO } from '@backoffice/domain/vaga-candidatos';
import { EVENTO_VAGA } from '@backoffice/domain/vaga-edicao';
import {
  LIMITES_PRORROGACAO,
  MENSAGENS_PRORROGACAO as M,
  MENSAGEM_VAGAS_ATRASADAS,
  prorrogarBody,
  type VagaAtrasadaLinha,
} from '@backoffice/domain/vaga-prazo';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { CounterTextarea } from '../../components/controls/counter-textarea';
import { LoadingState } from '../../components/controls/list-states';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { consulta, invalidar, useAcao } from '../../lib/dados';
import { formatCurrency } from '../../lib/format';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { useFormulario } from '../../lib/formulario/formulario';
import { useRealtime } from '../../lib/realtime-client';
import { useUsuario } from '../../lib/sessao';

export interface BloqueioVagasAtrasadasProps {
  /**
   * The situation tab of a vacancy, shown full size by Cancelar (composed by the shell from the
   * vacancy edit panel). `aoConcluir` is called after it saves.
   */
  abaSituacao: (nrVaga: number, aoConcluir: () => void) => ReactNode;
  /** The list the block stands in front of. */
  children: ReactNode;
}

const texto = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '—' : v;

function Campo({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={500}>
        {rotulo}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** What a row opens to (spec 001 §2.13). */
function DetalheAtrasada({ v }: { v: VagaAtrasadaLinha }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="xs" py={4}>
      <Campo rotulo="Requisição">{v.NR_REQUISICAO}</Campo>
      <Campo rotulo="Situação">{v.NM_SITUACAO_VAGA}</Campo>
      <Campo rotulo="Salário">{v.VL_SALARIO === null ? '—' : formatCurrency(v.VL_SALARIO)}</Campo>
      <Campo rotulo="Centro de custo">{texto(rotuloCodigoNome(v.CD_CENTRO_CUSTO, v.NM_CENTRO_CUSTO))}</Campo>
      <Campo rotulo="Abertura">{formatarData(v.DT_ABERTURA)}</Campo>
      <Campo rotulo="Prorrogação">
        {v.DT_PRORROGACAO ? formatarData(v.DT_PRORROGACAO) : M.naoProrrogada}
      </Campo>
      <Campo rotulo="Horário">{texto(v.NM_TURNO)}</Campo>
      <Campo rotulo="Candidatos">
        {`${v.QTD_CANDIDATOS_RELACIONADOS} relacionados, ${v.QTD_CANDIDATOS_WEB} web, ${v.CANDIDATO_APROVADO} aprovados`}
      </Campo>
    </SimpleGrid>
  );
}

const COLUNAS: ColunaLista<VagaAtrasadaLinha>[] = [
  { id: 'vaga', titulo: 'Vaga', celula: (v) => <Text fw={600}>{v.NR_VAGA}</Text>, largura: 90 },
  { id: 'cargo', titulo: 'Cargo', celula: (v) => texto(v.NM_CARGO) },
  {
    id: 'cliente',
    titulo: 'Cliente',
    celula: (v) => (v.ID_ESCONDE_INFO_SIGILOSA === 'S' ? CLIENTE_SIGILOSO : texto(v.NM_APELIDO_CLIENTE)),
  },
  { id: 'abertura', titulo: 'Abertura', celula: (v) => formatarData(v.DT_ABERTURA) },
  { id: 'dias', titulo: 'Dias em aberto', celula: (v) => v.QT_DIAS_ABERTURA, alinhar: 'right' },
  {
    id: 'prorrogacao',
    titulo: 'Prorrogação',
    celula: (v) => (v.DT_PRORROGACAO ? formatarData(v.DT_PRORROGACAO) : M.naoProrrogada),
  },
];

/** Asks for the reason of the extension and extends the vacancy (PUT vaga/prorrogar, spec 001 §5). */
function ProrrogarModal({
  vaga,
  onClose,
  aoProrrogar,
}: {
  vaga: VagaAtrasadaLinha;
  onClose: () => void;
  aoProrrogar: () => void;
}) {
  const usuario = useUsuario();
  const acao = useAcao(C.prorrogar, { fallback: M.falha, sucesso: (r) => r.message, silencioso: true });
  const f = useFormulario(prorrogarBody, { ds_motivo_prorrogacao: '' }, (v) => ({
    ds_motivo_prorrogacao: v.ds_motivo_prorrogacao.trim(),
    nr_vaga: vaga.NR_VAGA,
    cd_unidade: usuario?.cd_unid ?? null,
  }));
  // a refusal of the reason shows under the field, any other in the form's alert
  const prorrogar = f.aoEnviar(async (corpo) => {
    await acao.mutateAsync({ corpo });
    aoProrrogar();
  });

  return (
    <AppModal
      opened
      onClose={onClose}
      title={`Prorrogar vaga ${vaga.NR_VAGA}`}
      size="lg"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => void prorrogar()} loading={f.pendente}>
            Prorrogar
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <CounterTextarea
          label="Motivo da prorrogação"
          {...f.campo.valor('ds_motivo_prorrogacao')}
          max={LIMITES_PRORROGACAO.motivoMax}
          min={LIMITES_PRORROGACAO.motivoMin}
          description={M.dicaMotivo}
          withAsterisk
          data-autofocus
        />
        <AlertaFormulario mensagem={f.erroGeral} />
      </Stack>
    </AppModal>
  );
}

/**
 * The overdue flow every vacancy list shows first (spec 001 §2.13, §5; 002 §6): while the logged
 * user has overdue vacancies, only the red notice and their table show, each with Cancelar (the
 * situation tab, full size) and Prorrogar (the reason, then the extension); the list comes back when
 * none is left. The server refuses the lists meanwhile, so this is the screen's side of that rule.
 */
export function BloqueioVagasAtrasadas({ abaSituacao, children }: BloqueioVagasAtrasadasProps) {
  const qc = useQueryClient();
  const q = useQuery({
    ...consulta(C.vagasAtrasadas, {}, M.falhaLista),
  });
  const [cancelar, setCancelar] = useState<number | null>(null);
  const [prorrogar, setProrrogar] = useState<VagaAtrasadaLinha | null>(null);
  const recarregar = () => invalidar(qc, C.vagasAtrasadas);

  // a vacancy changed elsewhere (cancelled, extended, another analyst) may leave or join the list
  useRealtime(EVENTO_VAGA, () => {
    void recarregar();
  });
  // the vacancy being cancelled left the list (its situation is no longer open): its modal closes
  useEffect(() => {
    if (cancelar !== null && q.data && !q.data.some((v) => v.NR_VAGA === cancelar)) setCancelar(null);
  }, [q.data, cancelar]);

  if (q.isPending) return <LoadingState />;
  if (q.isError) {
    return (
      <Alert color="red" title={M.falhaLista} m="sm">
        <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void q.refetch()}>
          Tentar novamente
        </Button>
      </Alert>
    );
  }
  if (!q.data.length) return <>{children}</>;

  return (
    <Stack gap="sm" p="sm" data-testid="bloqueio-vagas-atrasadas">
      <Alert color="red" variant="filled" role="alert" icon={<IconAlertTriangle aria-hidden />}>
        <Text fw={600}>{MENSAGEM_VAGAS_ATRASADAS}</Text>
      </Alert>
      <TabelaLista
        rotulo="Vagas em atraso"
        colunas={COLUNAS}
        linhas={q.data}
        chave={(v) => v.NR_VAGA}
        paginacao={false}
        larguraMinima={720}
        detalhe={{
          conteudo: (v) => <DetalheAtrasada v={v} />,
          rotulo: (v) => `Detalhes da vaga ${v.NR_VAGA}`,
        }}
        acoes={(v) => (
          <Group gap={6} justify="flex-end" wrap="nowrap">
            <Button
              size="compact-sm"
              color="red"
              variant="light"
              onClick={() => setCancelar(v.NR_VAGA)}
              aria-label={`Cancelar vaga ${v.NR_VAGA}`}
            >
              Cancelar
            </Button>
            <Button
              size="compact-sm"
              onClick={() => setProrrogar(v)}
              aria-label={`Prorrogar vaga ${v.NR_VAGA}`}
            >
              Prorrogar
            </Button>
          </Group>
        )}
      />
      {cancelar !== null && (
        <AppModal
          opened
          fullScreen
          title={`Cancelar vaga ${cancelar}`}
          onClose={() => {
            setCancelar(null);
            void recarregar();
          }}
        >
          {abaSituacao(cancelar, () => void recarregar())}
        </AppModal>
      )}
      {prorrogar && (
        <ProrrogarModal
          vaga={prorrogar}
          onClose={() => setProrrogar(null)}
          aoProrrogar={() => {
            setProrrogar(null);
            void recarregar();
          }}
        />
      )}
    </Stack>
  );
}
