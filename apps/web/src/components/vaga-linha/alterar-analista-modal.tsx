import { CONTRATOS_VAGA_CANDIDATOS } from '@backoffice/domain/contratos/vaga-candidatos';
import { CONTRATOS_VAGA_EDICAO } from '@backoffice/domain/contratos/vaga-edicao';
import { CONTRATOS_VAGA_INFO } from '@backoffice/domain/contratos/vaga-info';
import { MENSAGENS_MINHAS_VAGAS as M, type VagaSelecaoLinha } from '@backoffice/domain/minhas-vagas';
import { type AlterarAnalistaBody, alterarAnalistaBody } from '@backoffice/domain/vaga-candidatos';
import { Button, Stack, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { consulta, useAcao } from '../../lib/dados';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { useFormulario } from '../../lib/formulario/formulario';
import { AppModal } from '../controls/app-modal';
import { LoadingState } from '../controls/list-states';
import { SelectField } from '../controls/select-field';

/**
 * 'Alterar Analista - Vaga {n}' of My openings (spec 001 §2.12, §4): the vacancy's current analyst
 * (vaga/info-analista-vaga), the analysts to choose from, the recruitment flag. The save flag goes
 * only when the analyst chosen is not the current one; the change is sent as My openings' (origem),
 * which the server also allows on a frozen vacancy.
 */
export function AlterarAnalistaModal({
  vaga,
  onClose,
  aoSalvar,
}: {
  vaga: VagaSelecaoLinha;
  onClose: () => void;
  aoSalvar: () => void;
}) {
  const atual = useQuery({
    ...consulta(CONTRATOS_VAGA_INFO.infoAnalistaVaga, { params: { nrVaga: vaga.NR_VAGA } }, M.falhaAnalistas),
  });
  const opcoes = useQuery({
    ...consulta(CONTRATOS_VAGA_EDICAO.selecionadores, { params: { nrVaga: vaga.NR_VAGA } }, M.falhaAnalistas),
  });
  const cdAtual = atual.data?.CD_PESSOA ?? vaga.CD_PESSOA_ANALISTA;
  // the analyst chosen (none yet: the current one)
  const f = useFormulario(
    alterarAnalistaBody,
    {
      cd_pessoa_analista: null as number | null,
      id_recrutamento: (vaga.ID_RECRUTAMENTO === 'S' ? 'S' : 'N') as 'S' | 'N',
    },
    (v): AlterarAnalistaBody => {
      const cd = v.cd_pessoa_analista ?? cdAtual;
      return {
        cd_pessoa_analista: cd,
        nr_requisicao: vaga.NR_REQUISICAO,
        id_recrutamento: v.id_recrutamento,
        // the save flag only when the analyst changes (spec 001 §4)
        salvar_analista: cd !== null && cd !== cdAtual,
        origem: 'minhas_vagas',
      };
    },
  );
  const alterar = useAcao(CONTRATOS_VAGA_CANDIDATOS.alterarAnalista, {
    sucesso: (r) => r.message,
    fallback: M.falhaAlterarAnalista,
    silencioso: true,
    aoConcluir: () => aoSalvar(),
  });
  const cd = f.valor('cd_pessoa_analista') ?? cdAtual;
  const analista = cd === null ? null : String(cd);
  const data = (opcoes.data ?? []).map((a) => ({
    value: String(a.CD_PESSOA_ANALISTA),
    label: a.NM_PESSOA_ANALISTA,
  }));
  if (analista && !data.some((o) => o.value === analista))
    data.unshift({ value: analista, label: atual.data?.NM_PESSOA ?? vaga.NM_PESSOA_ANALISTA ?? analista });

  const salvar = f.aoEnviar((corpo) => alterar.mutateAsync({ params: { job: vaga.NR_VAGA }, corpo }));

  return (
    <AppModal
      opened
      onClose={onClose}
      title={`Alterar Analista - Vaga ${vaga.NR_VAGA}`}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            onClick={() => void salvar()}
            loading={f.pendente}
            disabled={analista === null || atual.isPending}
          >
            Salvar
          </Button>
        </>
      }
    >
      {atual.isPending || opcoes.isPending ? (
        <LoadingState />
      ) : (
        <Stack gap="sm">
          <AlertaFormulario mensagem={f.erroGeral} />
          <SelectField
            label="Analista"
            data={data}
            value={analista}
            onChange={(v) => f.definir('cd_pessoa_analista', v === null ? null : Number(v))}
            error={f.erro('cd_pessoa_analista')}
            withAsterisk
            data-autofocus
          />
          <Switch label="Vaga de recrutamento" {...f.campo.sn('id_recrutamento')} />
        </Stack>
      )}
    </AppModal>
  );
}
