import { CONTRATOS_VAGA_CANDIDATOS } from '@backoffice/domain/contratos/vaga-candidatos';
import { CONTRATOS_VAGA_EDICAO } from '@backoffice/domain/contratos/vaga-edicao';
import { formatarData } from '@backoffice/domain/datas';
import { alterarAnalistaBody, type VagaResumida } from '@backoffice/domain/vaga-candidatos';
import { Button, Divider, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { LoadingState } from '../../components/controls/list-states';
import { consulta } from '../../lib/dados';
import { formatCurrency } from '../../lib/format';
import { useFormulario } from '../../lib/formulario/formulario';
import { M, useAcaoVaga } from './api';

function Campo({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {rotulo}
      </Text>
      <Text size="sm">{children === null || children === undefined || children === '' ? '—' : children}</Text>
    </div>
  );
}

const faixa = (de: number | string | null, ate: number | string | null) =>
  de === null && ate === null ? null : `${de ?? '—'} a ${ate ?? '—'}`;

/** The job summary modal (spec 001 §2.7), with the profile when the vacancy has one. */
export function ResumoVagaModal({ dados, onClose }: { dados: VagaResumida; onClose: () => void }) {
  const v = dados.VAGA;
  const p = dados.PERFIL;
  return (
    <AppModal opened onClose={onClose} title={`Resumo - Vaga ${v.NR_VAGA}`} size="xl">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Campo rotulo="Vaga">{v.NR_VAGA}</Campo>
        <Campo rotulo="Sigilosa">{v.ID_VAGA_SIGILOSA === 'S' ? 'Sim' : 'Não'}</Campo>
        <Campo rotulo="Confidencial">{v.ID_VAGA_CONFIDENCIAL === 'S' ? 'Sim' : 'Não'}</Campo>
        <Campo rotulo="Selecionador">{v.NM_PESSOA_SELECIONADOR}</Campo>
        <Campo rotulo="Abertura">{formatarData(v.DT_ABERTURA)}</Campo>
        <Campo rotulo="Situação">{v.NM_SITUACAO_VAGA}</Campo>
        <Campo rotulo="Cliente">{v.NM_PESSOA_CLIENTE}</Campo>
        <Campo rotulo="Endereço do cliente">{v.ENDERECO_CLIENTE}</Campo>
        <Campo rotulo="Cargo">{v.NM_CARGO}</Campo>
        <Campo rotulo="Turno">{v.NM_TURNO}</Campo>
        <Campo rotulo="Centro de custo">{v.CD_CENTRO_CUSTO}</Campo>
        <Campo rotulo="Salário">{v.SALARIO === null ? null : formatCurrency(v.SALARIO)}</Campo>
        <Campo rotulo="Tipo de contratação">{v.NM_TIPO_CONTRATACAO ?? v.ID_TIPO_CONTRATACAO}</Campo>
      </SimpleGrid>
      <Stack gap="xs" mt="sm">
        <Campo rotulo="Atividades do estágio">{v.DS_ATIVIDADES_ESTAGIO}</Campo>
        <Campo rotulo="Observações">{v.DS_OBSERVACOES}</Campo>
      </Stack>
      {p && (
        <>
          <Divider my="sm" label="Perfil da vaga" labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Campo rotulo="Sexo">
              {p.ID_SEXO === 'F' ? 'Feminino' : p.ID_SEXO === 'M' ? 'Masculino' : 'Indiferente'}
            </Campo>
            <Campo rotulo="Idade">{faixa(p.NR_IDADE_DE, p.NR_IDADE_ATE)}</Campo>
            <Campo rotulo="Experiência (anos)">
              {faixa(p.NR_ANOS_EXPERIENCIA_DE, p.NR_ANOS_EXPERIENCIA_ATE)}
            </Campo>
            <Campo rotulo="Escolaridade">{faixa(p.NM_GRAU_INSTRUCAO_DE, p.NM_GRAU_INSTRUCAO_ATE)}</Campo>
            <Campo rotulo="Bairro">{p.NM_BAIRRO}</Campo>
          </SimpleGrid>
        </>
      )}
    </AppModal>
  );
}

/** 'Alterar Analista - Vaga {n}': the vacancy's analysts and the recruitment flag. */
export function AlterarAnalistaModal({ dados, onClose }: { dados: VagaResumida; onClose: () => void }) {
  const v = dados.VAGA;
  const { executar } = useAcaoVaga(v.NR_VAGA);
  const q = useQuery({
    ...consulta(
      CONTRATOS_VAGA_EDICAO.selecionadores,
      { params: { nrVaga: v.NR_VAGA } },
      M.falha.analistas(''),
    ),
  });
  const f = useFormulario(
    alterarAnalistaBody,
    {
      analista: v.CD_PESSOA_ANALISTA ? String(v.CD_PESSOA_ANALISTA) : '',
      id_recrutamento: (v.ID_RECRUTAMENTO === 'S' ? 'S' : 'N') as 'S' | 'N',
    },
    (d) => {
      const cd = d.analista ? Number(d.analista) : null;
      return {
        cd_pessoa_analista: cd,
        nr_requisicao: v.NR_REQUISICAO,
        id_recrutamento: d.id_recrutamento,
        // the save flag only when the analyst chosen is not the current one
        salvar_analista: cd !== null && cd !== v.CD_PESSOA_ANALISTA,
      };
    },
  );
  const analista = f.valor('analista') || null;
  const { definir } = f;
  useEffect(() => {
    const atual = q.data?.find((a) => a.ID_ATUAL === 'S');
    if (atual && analista === null) definir('analista', String(atual.CD_PESSOA_ANALISTA));
  }, [q.data, analista, definir]);
  const opcoes = (q.data ?? []).map((a) => ({
    value: String(a.CD_PESSOA_ANALISTA),
    label: a.NM_PESSOA_ANALISTA,
  }));
  if (analista && v.CD_PESSOA_ANALISTA && !opcoes.some((o) => o.value === analista))
    opcoes.unshift({ value: analista, label: v.NM_PESSOA_SELECIONADOR ?? analista });

  const salvar = f.aoEnviar(async (corpo) => {
    const ok = await executar({
      contrato: CONTRATOS_VAGA_CANDIDATOS.alterarAnalista,
      pedido: { params: { job: v.NR_VAGA }, corpo },
      fallback: M.falha.alterarAnalista,
    });
    if (ok) onClose();
  });

  return (
    <AppModal
      opened
      onClose={onClose}
      title={`Alterar Analista - Vaga ${v.NR_VAGA}`}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => void salvar()} loading={f.pendente} disabled={analista === null}>
            Salvar
          </Button>
        </>
      }
    >
      {q.isPending ? (
        <LoadingState />
      ) : (
        <Stack gap="sm">
          <Select
            label="Analista"
            data={opcoes}
            {...f.campo.selecao('analista')}
            searchable
            nothingFoundMessage="Nenhum registro encontrado"
            withAsterisk
            data-autofocus
          />
          <Switch label="Vaga de recrutamento" {...f.campo.sn('id_recrutamento')} />
        </Stack>
      )}
    </AppModal>
  );
}
