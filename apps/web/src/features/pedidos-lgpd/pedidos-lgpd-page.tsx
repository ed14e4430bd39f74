import { CONTRATOS_LGPD } from '@backoffice/domain/contratos/lgpd';
import { formatarDataHora } from '@backoffice/domain/datas';
import {
  decisaoLgpdBody,
  LIMITES_LGPD,
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
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { consulta, useAcao } from '../../lib/dados';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { useFormulario } from '../../lib/formulario/formulario';

const ERRO_CARREGAR = 'Não foi possível carregar os pedidos LGPD.';
type Situacao = 'P' | 'A' | 'N' | 'T';
const dataHora = (v: string | null) => formatarDataHora(v) || '-';
const COR = { P: 'yellow', A: 'green', N: 'gray' } as const;

/**
 * Pedidos LGPD: the candidates' erasure requests made in the portal; a manager approves (the record
 * is anonymised, keeping what the law requires) or refuses with a reason (docs/portal.md).
 */
export function PedidosLgpdPage() {
  const [situacao, setSituacao] = useState<Situacao>('P');
  const [aberto, setAberto] = useState<{ pedido: PedidoLgpd; decisao: 'A' | 'N' } | null>(null);
  const [resultado, setResultado] = useState<string | null>(null);
  const pedidos = useQuery(consulta(CONTRATOS_LGPD.pedidos, { query: { situacao } }, ERRO_CARREGAR));
  const decidir = useAcao(CONTRATOS_LGPD.decidir, {
    silencioso: true,
    aoConcluir: (r) => {
      setResultado(r.message);
      setAberto(null);
    },
  });
  const f = useFormulario(decisaoLgpdBody, { id_situacao: 'A' as 'A' | 'N', ds_decisao: '' });
  const abrir = (pedido: PedidoLgpd, decisao: 'A' | 'N') => {
    f.form.reset({ id_situacao: decisao, ds_decisao: '' });
    setAberto({ pedido, decisao });
  };
  const enviar = f.aoEnviar(async (corpo) => {
    if (aberto) await decidir.mutateAsync({ params: { id_pedido: aberto.pedido.ID_PEDIDO }, corpo });
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
            <Button size="xs" color="red" onClick={() => abrir(l, 'A')}>
              Aprovar
            </Button>
            <Button size="xs" variant="default" onClick={() => abrir(l, 'N')}>
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
  const recusaSemMotivo = aberto?.decisao === 'N' && String(f.valor('ds_decisao') ?? '').trim() === '';
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
              {...f.campo.texto('ds_decisao')}
            />
            <AlertaFormulario mensagem={f.erroGeral} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAberto(null)}>
                Cancelar
              </Button>
              <Button
                color={aberto.decisao === 'A' ? 'red' : 'blue'}
                loading={f.pendente}
                disabled={recusaSemMotivo}
                onClick={() => void enviar()}
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
