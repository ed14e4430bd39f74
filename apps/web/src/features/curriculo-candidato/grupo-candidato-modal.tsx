import { CONTRATOS_GRUPO as G } from '@backoffice/domain/contratos/grupo';
import { LIMITES_GRUPO } from '@backoffice/domain/grupo';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { CounterTextarea } from '../../components/controls/counter-textarea';
import { chamar, consultaDe } from '../../lib/api-client';
import { notify } from '../../lib/notify';

const ERRO_GRUPOS = 'Erro ao buscar grupos de candidato';
const ERRO_ADICIONAR = 'Não foi possível adicionar o candidato ao grupo.';
const SUCESSO = 'Candidato adicionado com sucesso!';

/** 'Add. grupo de cand.': 'Incluir candidato a grupo' with a remark of at most 200 characters. */
export function GrupoCandidatoModal({
  cd,
  nome,
  opened,
  onClose,
}: {
  cd: number;
  nome: string;
  opened: boolean;
  onClose: () => void;
}) {
  const grupos = useQuery({
    queryKey: ['curriculo', 'grupos'],
    enabled: opened,
    queryFn: consultaDe(G.grupos, { query: {} }, ERRO_GRUPOS),
  });
  const [grupo, setGrupo] = useState<string | null>(null);
  const [obs, setObs] = useState('');
  const [salvando, setSalvando] = useState(false);

  async function criar() {
    if (!grupo) return;
    setSalvando(true);
    try {
      await chamar(
        G.adicionarCandidatos,
        {
          corpo: {
            cd_tipo_grupo_candidato: Number(grupo),
            candidatos: [{ cd_pessoa: cd, nm_pessoa: nome, ds_observacoes: obs }],
          },
        },
        { fallback: ERRO_ADICIONAR },
      );
      notify.sucesso(SUCESSO);
      setGrupo(null);
      setObs('');
      onClose();
    } catch {
      // shown by the client
    } finally {
      setSalvando(false);
    }
  }

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title="Incluir candidato a grupo"
      footer={
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            CANCELAR
          </Button>
          <Button loading={salvando} disabled={!grupo} onClick={() => void criar()}>
            CRIAR
          </Button>
        </Group>
      }
    >
      <Stack>
        <Select
          label="Grupo"
          searchable
          required
          data={(grupos.data ?? []).map((g) => ({
            value: String(g.CD_TIPO_GRUPO_CANDIDATO),
            label: `${g.NM_TIPO_GRUPO_CANDIDATO} — ${g.NM_CARGO}`,
          }))}
          value={grupo}
          onChange={setGrupo}
          error={grupos.isError ? ERRO_GRUPOS : undefined}
        />
        <CounterTextarea
          label="Observação"
          value={obs}
          onChange={setObs}
          max={LIMITES_GRUPO.observacoesEditorMax}
        />
      </Stack>
    </AppModal>
  );
}
