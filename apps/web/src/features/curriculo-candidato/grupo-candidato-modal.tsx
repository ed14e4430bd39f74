import { CONTRATOS_GRUPO as G } from '@backoffice/domain/contratos/grupo';
import { candidatoAdicionar, candidatosAddBody, LIMITES_GRUPO } from '@backoffice/domain/grupo';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { AppModal } from '../../components/controls/app-modal';
import { CounterTextarea } from '../../components/controls/counter-textarea';
import { consulta, useAcao } from '../../lib/dados';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { useFormulario } from '../../lib/formulario/formulario';

const ERRO_GRUPOS = 'Erro ao buscar grupos de candidato';
const ERRO_ADICIONAR = 'Não foi possível adicionar o candidato ao grupo.';
const SUCESSO = 'Candidato adicionado com sucesso!';

/** The group and the candidate's remark, as the add's body checks them. */
const esquemaGrupo = z.object({
  cd_tipo_grupo_candidato: candidatosAddBody.shape.cd_tipo_grupo_candidato,
  ds_observacoes: candidatoAdicionar.shape.ds_observacoes,
});
const VAZIO = { cd_tipo_grupo_candidato: '', ds_observacoes: '' };

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
  const grupos = useQuery({ ...consulta(G.grupos, { query: {} }, ERRO_GRUPOS), enabled: opened });
  const adicionar = useAcao(G.adicionarCandidatos, {
    sucesso: SUCESSO,
    fallback: ERRO_ADICIONAR,
    silencioso: true,
  });
  const f = useFormulario(esquemaGrupo, VAZIO);
  const { reset } = f.form;
  useEffect(() => {
    if (!opened) reset(VAZIO);
  }, [opened, reset]);

  const criar = f.aoEnviar(async (v) => {
    await adicionar.mutateAsync({
      corpo: {
        cd_tipo_grupo_candidato: Number(v.cd_tipo_grupo_candidato),
        candidatos: [{ cd_pessoa: cd, nm_pessoa: nome, ds_observacoes: String(v.ds_observacoes ?? '') }],
      },
    });
    onClose();
  });
  const grupo = f.campo.selecao('cd_tipo_grupo_candidato');

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title="Incluir candidato a grupo"
      footer={
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button loading={f.pendente} disabled={!grupo.value} onClick={() => void criar()}>
            Criar
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
          {...grupo}
          error={grupo.error ?? (grupos.isError ? ERRO_GRUPOS : undefined)}
        />
        <CounterTextarea
          label="Observação"
          {...f.campo.valor('ds_observacoes')}
          max={LIMITES_GRUPO.observacoesEditorMax}
        />
        <AlertaFormulario mensagem={f.erroGeral} />
      </Stack>
    </AppModal>
  );
}
