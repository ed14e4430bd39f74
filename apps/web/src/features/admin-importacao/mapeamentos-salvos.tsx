import { CONTRATOS_IMPORTACAO as C } from '@backoffice/domain/contratos/importacao';
import { formatarData } from '@backoffice/domain/datas';
import {
  MENSAGENS_IMPORTACAO as M,
  type MapeamentoColunas,
  type MapeamentoSalvo,
  type TipoImportacao,
} from '@backoffice/domain/importacao';
import { ActionIcon, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { useAcao } from '../../lib/dados';
import { useMapeamentosSalvos } from './api-importacao';

export interface MapeamentosSalvosProps {
  tipo: TipoImportacao;
  /** Lays the saved mapping over the file's columns. */
  aoAplicar: (colunas: MapeamentoColunas, nome: string) => void;
}

/** The mappings saved for the kind: one applied, or deleted. */
export function MapeamentosSalvos({ tipo, aoAplicar }: MapeamentosSalvosProps) {
  const salvos = useMapeamentosSalvos(tipo);
  const [escolhido, setEscolhido] = useState<string | null>(null);
  const [excluir, setExcluir] = useState<MapeamentoSalvo | null>(null);
  const exclusao = useAcao(C.excluirMapeamento, {
    sucesso: M.mapeamentoExcluido,
    invalidar: [C.mapeamentos],
    aoConcluir: () => {
      setExcluir(null);
      setEscolhido(null);
    },
  });
  const lista = salvos.data?.mapeamentos ?? [];
  const atual = lista.find((m) => String(m.cd_mapeamento) === escolhido) ?? null;

  if (salvos.isError) {
    return (
      <Text size="sm" c="red">
        Não foi possível carregar os mapeamentos salvos.
      </Text>
    );
  }
  if (!salvos.isPending && lista.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhum mapeamento salvo ainda para este tipo.
      </Text>
    );
  }
  return (
    <>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          label="Usar um mapeamento salvo"
          placeholder={salvos.isPending ? 'Carregando…' : 'Escolha um mapeamento'}
          data={lista.map((m) => ({
            value: String(m.cd_mapeamento),
            label: `${m.nm_mapeamento} (${formatarData(m.alterado_em)})`,
          }))}
          value={escolhido}
          onChange={(v) => {
            setEscolhido(v);
            const m = lista.find((x) => String(x.cd_mapeamento) === v);
            if (m) aoAplicar(m.js_colunas, m.nm_mapeamento);
          }}
          disabled={salvos.isPending}
          comboboxProps={{ withinPortal: true }}
          style={{ flex: 1 }}
        />
        {atual && (
          <Tooltip label="Excluir este mapeamento">
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Excluir o mapeamento ${atual.nm_mapeamento}`}
              onClick={() => setExcluir(atual)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <ConfirmDialog
        opened={excluir !== null}
        title="Excluir o mapeamento?"
        message={`O mapeamento ${excluir?.nm_mapeamento ?? ''} deixa de ser oferecido. As colunas ligadas nesta tela ficam como estão.`}
        confirmLabel="Excluir"
        confirmColor="red"
        loading={exclusao.isPending}
        onConfirm={() => excluir && exclusao.mutate({ params: { cd_mapeamento: excluir.cd_mapeamento } })}
        onCancel={() => setExcluir(null)}
      />
    </>
  );
}
