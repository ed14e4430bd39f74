import { CONTRATOS_LGPD } from '@backoffice/domain/contratos/lgpd';
import {
  LIMITES_LGPD,
  MENSAGENS_LGPD,
  type PedidoLgpd,
  SITUACOES_PEDIDO_LGPD,
} from '@backoffice/domain/lgpd';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { chamar, consultaDe } from '../../lib/api-client';

const ERRO_CARREGAR = 'Não foi possível carregar os pedidos LGPD.';
type Situacao = 'P' | 'A' | 'N' | 'T';
const dataHora = (v: string | null) =>
  v ? new Date(v).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }) : '-';
const COR = { P: 'yellow', A: 'green', N: 'gray' } as const;

/**
 * Pedidos LGPD: the candidates' erasure requests made in the portal; a manager approves (the record
 * is anonymised, keeping what the law requires) or refuses with a reason (docs/portal.md).
 */
export function PedidosLgpdPage() {
  const [situacao, setSituacao] = useState<Situacao>('P');
  const [aberto, setAberto] = useState<{ pedido: PedidoLgpd; decisao: 'A' | 'N' } | null>(null);
  const [texto, setTexto] = useState('');
  const [resultado, setResultado] = useState<string | null>(null);
  const qc = useQueryClient();
  const pedidos = useQuery({
    queryKey: ['lgpd', 'pedidos', situacao],
    queryFn: consultaDe(CONTRATOS_LGPD.pedidos, { query: { situacao } }, ERRO_CARREGAR),
  });
  const decidir = useMutation({
    mutationFn: (a: { id: number; id_situacao: 'A' | 'N'; ds_decisao: string }) =>
      chamar(CONTRATOS_LGPD.decidir, {
        params: { id_pedido: a.id },
        corpo: { id_situacao: a.id_situacao, ds_decisao: a.ds_decisao },
      }),
    onSuccess: (r) => {
      setResultado(r.message);
      setAberto(null);
      void qc.invalidateQueries({ queryKey: ['lgpd', 'pedidos'] });
    },
  });
  const colunas: ColunaLista<PedidoLgpd>[] = [
    { id: 'data', titulo: 'Pedido em', celula: (l) => dataHora(l.CRIADO_EM), ordenar: (l) => l.CRIADO_EM },
    {
      id: 'candidato',
      titulo: 'Candidato',
      celula: (l) => `${l.NM_PESSOA} (${l.CD_PESSOA})`,
      ordenar: (l) => l.NM_PESSOA,
    },
    { id: 'motivo', titulo: 'Motivo do candidato', celula: (l) => l.DS_MOTIVO ?? '-' },
    {
      id: 'situacao',
      titulo: 'Situação',
      celula: (l) => <Badge color={COR[l.ID_SITUACAO]}>{SITUACOES_PEDIDO_LGPD[l.ID_SITUACAO]}</Badge>,
      ordenar: (l) => l.ID_SITUACAO,
    },
    {
      id: 'decisao',
      titulo: 'Decisão',
      celula: (l) =>
        l.ID_SITUACAO === 'P' ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              color="red"
              onClick={() => {
                setTexto('');
                setAberto({ pedido: l, decisao: 'A' });
              }}
            >
              Aprovar
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setTexto('');
                setAberto({ pedido: l, decisao: 'N' });
              }}
            >
              Recusar
            </Button>
          </Group>
        ) : (
          <Text size="xs">
            {l.DS_DECISAO} — {l.NM_USUARIO_DECISAO ?? '-'}, {dataHora(l.DECIDIDO_EM)}
          </Text>
        ),
    },
  ];
  const recusaSemMotivo = aberto?.decisao === 'N' && texto.trim() === '';
  return (
    <Stack gap="md" p="md">
      <Title order={2} size="h3">
        Pedidos LGPD
      </Title>
      <SegmentedControl
        aria-label="Situação"
        value={situacao}
        onChange={(v) => setSituacao(v as Situacao)}
        data={[
          { value: 'P', label: 'Pendentes' },
          { value: 'A', label: 'Aprovados' },
          { value: 'N', label: 'Recusados' },
          { value: 'T', label: 'Todos' },
        ]}
      />
      {resultado && (
        <Alert
          color="green"
          withCloseButton
          closeButtonLabel="Fechar aviso"
          onClose={() => setResultado(null)}
        >
          {resultado}
        </Alert>
      )}
      {pedidos.isError && <Alert color="red">{ERRO_CARREGAR}</Alert>}
      <TabelaLista
        rotulo="Pedidos LGPD"
        colunas={colunas}
        linhas={pedidos.data}
        carregando={pedidos.isPending}
        chave={(l) => l.ID_PEDIDO}
        filtro={{ rotulo: 'Pesquisar', placeholder: 'Nome, código ou motivo' }}
        vazio="Nenhum pedido nesta situação."
      />
      <Modal
        opened={aberto !== null}
        onClose={() => setAberto(null)}
        title={aberto?.decisao === 'A' ? 'Aprovar a eliminação' : 'Recusar o pedido'}
      >
        {aberto && (
          <Stack gap="sm">
            <Text size="sm">
              {aberto.decisao === 'A'
                ? `Os dados pessoais de ${aberto.pedido.NM_PESSOA} serão anonimizados (nome, contatos, documentos, endereço, foto e textos livres). Se foi contratado, ficam o nome, o CPF, o PIS e a CTPS exigidos pela lei trabalhista. Não há como desfazer.`
                : `Informe o motivo da recusa do pedido de ${aberto.pedido.NM_PESSOA}.`}
            </Text>
            <Textarea
              label={aberto.decisao === 'A' ? 'Observação (opcional)' : 'Motivo da recusa'}
              required={aberto.decisao === 'N'}
              maxLength={LIMITES_LGPD.decisaoMax}
              value={texto}
              onChange={(e) => setTexto(e.currentTarget.value)}
              error={recusaSemMotivo && decidir.isError ? MENSAGENS_LGPD.motivoRecusa : undefined}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAberto(null)}>
                Cancelar
              </Button>
              <Button
                color={aberto.decisao === 'A' ? 'red' : 'blue'}
                loading={decidir.isPending}
                disabled={recusaSemMotivo}
                onClick={() =>
                  decidir.mutate({
                    id: aberto.pedido.ID_PEDIDO,
                    id_situacao: aberto.decisao,
                    ds_decisao: texto,
                  })
                }
              >
                {aberto.decisao === 'A' ? 'Aprovar e anonimizar' : 'Recusar'}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
