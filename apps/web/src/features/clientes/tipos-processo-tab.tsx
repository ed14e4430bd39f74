import {
  comRegras,
  LIMITES_CLIENTES as L,
  MENSAGENS_CLIENTES as M,
  problemasTipoProcesso,
  type TipoProcessoClienteLinha,
  tipoProcessoClienteBody,
} from '@backoffice/domain/clientes';
import { CONTRATOS_CLIENTES as C } from '@backoffice/domain/contratos/clientes';
import { Alert, Badge, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconEdit, IconPlayerPause, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { AcoesDaLinha, type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { useAcao } from '../../lib/dados';
import { useFormulario } from '../../lib/formulario/formulario';
import { ModalFormulario } from '../../lib/formulario/modal-formulario';
import { ERRO_LISTA, useTiposProcesso } from './api-clientes';

function TipoModal({
  cdCliente,
  tipo,
  onClose,
}: {
  cdCliente: number;
  tipo: TipoProcessoClienteLinha | null;
  onClose: () => void;
}) {
  const esquema = useMemo(
    () => comRegras(tipoProcessoClienteBody, (b) => problemasTipoProcesso(b, tipo)),
    [tipo],
  );
  const f = useFormulario(esquema, {
    tipo: tipo?.tipo ?? '',
    ds_tipo_abreviado: tipo?.ds_tipo_abreviado ?? '',
    ds_tipo_processo: tipo?.ds_tipo_processo ?? '',
    id_ativo: (tipo?.id_ativo === 'N' ? 'N' : 'S') as 'S' | 'N',
  });
  const criar = useAcao(C.criarTipoProcesso, { silencioso: true, sucesso: (r) => r.message });
  const alterar = useAcao(C.alterarTipoProcesso, { silencioso: true, sucesso: (r) => r.message });
  const emUso = (tipo?.nr_em_uso ?? 0) > 0;
  const salvar = f.aoEnviar(async (corpo) => {
    if (tipo)
      await alterar.mutateAsync({
        params: { cd_pessoa: cdCliente, id_tipo_processo: tipo.id_tipo_processo },
        corpo,
      });
    else await criar.mutateAsync({ params: { cd_pessoa: cdCliente }, corpo });
    onClose();
  });
  return (
    <ModalFormulario
      opened
      onClose={onClose}
      title={tipo ? `Editar tipo de processo ${tipo.tipo}` : 'Novo tipo de processo'}
      formulario={f}
      onSalvar={salvar}
    >
      <Stack gap="sm">
        <TextInput
          label="Código (TIPO)"
          required
          {...f.campo.texto('tipo')}
          maxLength={L.tipoProcessoCodigoMax}
          readOnly={emUso}
          description={emUso ? M.tipoEmUso(tipo?.nr_em_uso ?? 0) : 'Letras e números, sem espaços'}
          data-autofocus
        />
        <TextInput
          label="Descrição abreviada"
          required
          {...f.campo.texto('ds_tipo_abreviado')}
          maxLength={L.tipoProcessoAbreviadoMax}
        />
        <TextInput
          label="Descrição"
          {...f.campo.texto('ds_tipo_processo')}
          maxLength={L.tipoProcessoDescricaoMax}
        />
        {tipo && (
          <Switch label="Ativo (oferecido nas indicações e agendamentos)" {...f.campo.sn('id_ativo')} />
        )}
      </Stack>
    </ModalFormulario>
  );
}

/** The client's process types (TIPOS_PROCESSOS): with any active one, its referrals need a type (PROCESSO_PM). */
export function TiposProcessoTab({
  cdCliente,
  somenteLeitura,
}: {
  cdCliente: number;
  somenteLeitura: boolean;
}) {
  const q = useTiposProcesso(cdCliente);
  const [aberto, setAberto] = useState<TipoProcessoClienteLinha | 'novo' | null>(null);
  const alterar = useAcao(C.alterarTipoProcesso, { sucesso: (r) => r.message });
  const alternar = (t: TipoProcessoClienteLinha) =>
    alterar.mutate({
      params: { cd_pessoa: cdCliente, id_tipo_processo: t.id_tipo_processo },
      corpo: { id_ativo: t.id_ativo === 'S' ? 'N' : 'S' },
    });
  const colunas: ColunaLista<TipoProcessoClienteLinha>[] = [
    { id: 'tipo', titulo: 'Código', celula: (t) => t.tipo, ordenar: (t) => t.tipo },
    { id: 'abreviado', titulo: 'Descrição abreviada', celula: (t) => t.ds_tipo_abreviado },
    { id: 'descricao', titulo: 'Descrição', celula: (t) => t.ds_tipo_processo ?? '' },
    {
      id: 'situacao',
      titulo: 'Situação',
      celula: (t) => (
        <Badge color={t.id_ativo === 'S' ? 'green' : 'gray'} variant="light">
          {t.id_ativo === 'S' ? 'Ativo' : 'Inativo'}
        </Badge>
      ),
    },
    { id: 'uso', titulo: 'Agendamentos', celula: (t) => t.nr_em_uso, alinhar: 'right' },
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="gray.7">
          Com um tipo ativo, as indicações do cliente pedem o tipo de processo.
        </Text>
        {!somenteLeitura && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAberto('novo')}>
            Novo tipo de processo
          </Button>
        )}
      </Group>
      {q.isError && <Alert color="red">{ERRO_LISTA}</Alert>}
      <TabelaLista
        rotulo="Tipos de processo do cliente"
        colunas={colunas}
        linhas={q.data}
        carregando={q.isPending}
        chave={(t) => t.id_tipo_processo}
        paginacao={false}
        vazio="Nenhum tipo de processo cadastrado."
        acoes={
          somenteLeitura
            ? undefined
            : (t) => (
                <AcoesDaLinha
                  rotulo={`Ações do tipo ${t.tipo}`}
                  acoes={[
                    {
                      rotulo: 'Editar',
                      nome: `Editar tipo ${t.tipo}`,
                      icone: <IconEdit size={16} aria-hidden />,
                      aoClicar: () => setAberto(t),
                    },
                    t.id_ativo === 'S'
                      ? {
                          rotulo: 'Desativar',
                          nome: `Desativar tipo ${t.tipo}`,
                          icone: <IconPlayerPause size={16} aria-hidden />,
                          aoClicar: () => alternar(t),
                        }
                      : {
                          rotulo: 'Reativar',
                          nome: `Reativar tipo ${t.tipo}`,
                          icone: <IconPlayerPlay size={16} aria-hidden />,
                          aoClicar: () => alternar(t),
                        },
                  ]}
                />
              )
        }
      />
      {aberto !== null && (
        <TipoModal
          cdCliente={cdCliente}
          tipo={aberto === 'novo' ? null : aberto}
          onClose={() => setAberto(null)}
        />
      )}
    </Stack>
  );
}
