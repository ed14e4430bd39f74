import { CONTRATOS_DADOS_CANDIDATO as C } from '@backoffice/domain/contratos/dados-candidato';
import {
  AFINIDADES_INDICADOR,
  EMPRESA_INDICACAO_PADRAO,
  errosIndicacao,
  type IndicacaoEntrada,
  type IndicacaoLinha,
  indicacaoBody,
  LIMITES_INDICACAO as L,
  MENSAGENS_DADOS_CANDIDATO,
  rotuloTipoIndicacao,
  TIPOS_INDICACAO,
  TURNOS_INDICADOR,
} from '@backoffice/domain/dados-candidato';
import { formatarTelefone } from '@backoffice/domain/formatacao';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import {
  Alert,
  Button,
  List,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { CounterTextarea } from '../../components/controls/counter-textarea';
import { DateField } from '../../components/controls/date-field';
import { PhoneInput } from '../../components/controls/masked-input';
import { RadioField } from '../../components/controls/radio-field';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { CandidatoPicker, ClientePicker } from '../../components/pickers/search-pickers';
import { consulta, useAcao } from '../../lib/dados';
import { formatDate } from '../../lib/format';
import { useUsuario } from '../../lib/sessao';

interface Form {
  id_indicacao: number | null;
  dt_indicacao: string | null;
  cd_pessoa_indica: number | null;
  nm_pessoa_indica: string;
  cd_pessoa_cliente: number | null;
  nm_pessoa_cliente: string;
  cd_empresa: number;
  cd_empresa_cliente: number;
  id_tipo_indicacao: string | null;
  id_processo_pm: boolean;
  ds_matricula_indicador: string;
  ds_area_secao_indicador: string;
  ds_turno_indicador: string | null;
  ds_cargo_indicador: string;
  nm_superior_indicador: string;
  id_trabalhou_empresa_indicacao: string;
  ds_observacao: string;
  id_grau_afinidade_indicador: string | null;
  nr_telefone_indicador: string;
}

function formDe(l: IndicacaoLinha | null): Form {
  return {
    id_indicacao: l?.ID_INDICACAO ?? null,
    dt_indicacao: l?.DT_INDICACAO ?? dataNegocio(),
    cd_pessoa_indica: l?.CD_PESSOA_INDICA ?? null,
    nm_pessoa_indica: l?.NM_PESSOA_INDICA ?? '',
    cd_pessoa_cliente: l?.CD_PESSOA_CLIENTE ?? null,
    nm_pessoa_cliente: l?.NM_PESSOA ?? '',
    cd_empresa: l?.CD_EMPRESA ?? EMPRESA_INDICACAO_PADRAO,
    cd_empresa_cliente: l?.CD_EMPRESA_CLIENTE ?? EMPRESA_INDICACAO_PADRAO,
    id_tipo_indicacao: l?.ID_TIPO_INDICACAO ?? null,
    id_processo_pm: l?.ID_PROCESSO_PM === 'S',
    ds_matricula_indicador: l?.DS_MATRICULA_INDICADOR ?? '',
    ds_area_secao_indicador: l?.DS_AREA_SECAO_INDICADOR ?? '',
    ds_turno_indicador: l?.DS_TURNO_INDICADOR ?? null,
    ds_cargo_indicador: l?.DS_CARGO_INDICADOR ?? '',
    nm_superior_indicador: l?.NM_SUPERIOR_INDICADOR ?? '',
    id_trabalhou_empresa_indicacao: l?.ID_TRABALHOU_EMPRESA_INDICACAO ?? '',
    ds_observacao: l?.DS_OBSERVACAO ?? '',
    id_grau_afinidade_indicador: l?.ID_GRAU_AFINIDADE_INDICADOR ?? null,
    nr_telefone_indicador: l?.NR_TELEFONE_INDICADOR ?? '',
  };
}

function corpoDe(f: Form): IndicacaoEntrada {
  return {
    id_indicacao: f.id_indicacao ?? undefined,
    dt_indicacao: f.dt_indicacao ?? undefined,
    cd_pessoa_indica: f.cd_pessoa_indica ?? undefined,
    cd_pessoa_cliente: f.cd_pessoa_cliente ?? undefined,
    cd_empresa: f.cd_empresa,
    cd_empresa_cliente: f.cd_empresa_cliente,
    id_tipo_indicacao: (f.id_tipo_indicacao ?? undefined) as IndicacaoEntrada['id_tipo_indicacao'],
    id_processo_pm: f.id_processo_pm ? 'S' : 'N',
    ds_matricula_indicador: f.ds_matricula_indicador,
    ds_area_secao_indicador: f.ds_area_secao_indicador,
    ds_turno_indicador: (f.ds_turno_indicador ?? undefined) as IndicacaoEntrada['ds_turno_indicador'],
    ds_cargo_indicador: f.ds_cargo_indicador,
    nm_superior_indicador: f.nm_superior_indicador,
    id_trabalhou_empresa_indicacao: (f.id_trabalhou_empresa_indicacao || undefined) as 'S' | 'N' | undefined,
    ds_observacao: f.ds_observacao,
    id_grau_afinidade_indicador: (f.id_grau_afinidade_indicador ??
      undefined) as IndicacaoEntrada['id_grau_afinidade_indicador'],
    nr_telefone_indicador: f.nr_telefone_indicador,
  };
}

/** 'Nova indicação' / 'Editar indicação' (spec 002 §3.5, §5 'Referral'). */
function IndicacaoModal({
  cdPessoaCandidato,
  linha,
  opened,
  onClose,
}: {
  cdPessoaCandidato: number;
  linha: IndicacaoLinha | null;
  opened: boolean;
  onClose: () => void;
}) {
  const usuario = useUsuario();
  const [f, setF] = useState<Form>(() => formDe(linha));
  const [erros, setErros] = useState<string[]>([]);
  // the list is read again (the contracts say so) before the modal closes
  const opcoes = {
    sucesso: (r: { message: string }) => r.message,
    fallback: MENSAGENS_DADOS_CANDIDATO.erroIndicacao,
  };
  const criar = useAcao(C.criarIndicacao, opcoes);
  const atualizar = useAcao(C.atualizarIndicacao, opcoes);
  const salvando = criar.isPending || atualizar.isPending;
  useEffect(() => {
    if (opened) {
      setF(formDe(linha));
      setErros([]);
    }
  }, [opened, linha]);
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setF((a) => ({ ...a, [k]: v }));
  const mod = useQuery({
    ...consulta(
      C.clienteMod,
      { params: { client: f.cd_pessoa_cliente ?? 0, sip: usuario?.user_sip ?? 0 } },
      MENSAGENS_DADOS_CANDIDATO.erroIndicacao,
    ),
    enabled: opened && f.cd_pessoa_cliente !== null && !!usuario,
  });
  const temTipos = (mod.data?.TIPOS_PROCESSOS.length ?? 0) > 0;

  function salvar() {
    const corpo = corpoDe(f);
    const lidos = indicacaoBody.safeParse(corpo);
    const e = lidos.success ? errosIndicacao(lidos.data, temTipos) : lidos.error.issues.map((i) => i.message);
    setErros(e);
    if (e.length) return;
    const acao = f.id_indicacao ? atualizar : criar;
    acao.mutate({ params: { candidate: cdPessoaCandidato }, corpo }, { onSuccess: onClose });
  }

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={f.id_indicacao ? 'Editar indicação' : 'Nova indicação'}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={salvar} loading={salvando}>
            Salvar
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        {erros.length > 0 && (
          <Alert color="red" title="Verifique a indicação">
            <List size="sm">
              {erros.map((e) => (
                <List.Item key={e}>{e}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DateField
            label="Data da indicação"
            withAsterisk
            value={f.dt_indicacao}
            onChange={(v) => set('dt_indicacao', v)}
          />
          <CandidatoPicker
            label="Indicador"
            withAsterisk
            value={f.cd_pessoa_indica}
            selectedOption={
              f.cd_pessoa_indica ? { value: String(f.cd_pessoa_indica), label: f.nm_pessoa_indica } : null
            }
            onChange={(cd, row) =>
              setF((a) => ({ ...a, cd_pessoa_indica: cd, nm_pessoa_indica: row?.NM_PESSOA ?? '' }))
            }
          />
          <PhoneInput
            label="Telefone do indicador"
            value={f.nr_telefone_indicador}
            onChange={(v) => set('nr_telefone_indicador', v)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <ClientePicker
            label="Empresa cliente"
            withAsterisk
            value={f.cd_pessoa_cliente}
            selectedOption={
              f.cd_pessoa_cliente ? { value: String(f.cd_pessoa_cliente), label: f.nm_pessoa_cliente } : null
            }
            onChange={(cd, row) =>
              setF((a) => ({
                ...a,
                cd_pessoa_cliente: cd,
                nm_pessoa_cliente: row?.NM_PESSOA ?? '',
                id_tipo_indicacao: null,
              }))
            }
          />
          <NumberInput
            label="Empresa"
            value={f.cd_empresa}
            min={1}
            allowDecimal={false}
            onChange={(v) => set('cd_empresa', typeof v === 'number' && v > 0 ? v : EMPRESA_INDICACAO_PADRAO)}
          />
          <NumberInput
            label="Empresa do cliente"
            value={f.cd_empresa_cliente}
            min={1}
            allowDecimal={false}
            onChange={(v) =>
              set('cd_empresa_cliente', typeof v === 'number' && v > 0 ? v : EMPRESA_INDICACAO_PADRAO)
            }
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Tipo de indicação"
            withAsterisk={temTipos}
            clearable
            value={f.id_tipo_indicacao}
            onChange={(v) => set('id_tipo_indicacao', v)}
            data={TIPOS_INDICACAO.map((t) => ({
              value: t,
              label: rotuloTipoIndicacao(t, f.cd_pessoa_cliente),
            }))}
          />
          {mod.data?.PROCESSO_PM === 'S' ? (
            <Switch
              mt="lg"
              label="Processo PM"
              checked={f.id_processo_pm}
              onChange={(e) => set('id_processo_pm', e.currentTarget.checked)}
            />
          ) : (
            <div />
          )}
          <RadioField
            inline
            label="Trabalhou na empresa?"
            withAsterisk
            options={[
              { value: 'S', label: 'Sim' },
              { value: 'N', label: 'Não' },
            ]}
            value={f.id_trabalhou_empresa_indicacao}
            onChange={(v) => set('id_trabalhou_empresa_indicacao', v)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Matrícula do indicador"
            maxLength={L.matriculaMax}
            value={f.ds_matricula_indicador}
            onChange={(e) => set('ds_matricula_indicador', e.currentTarget.value)}
          />
          <TextInput
            label="Área / seção do indicador"
            maxLength={L.areaMax}
            value={f.ds_area_secao_indicador}
            onChange={(e) => set('ds_area_secao_indicador', e.currentTarget.value)}
          />
          <Select
            label="Turno do indicador"
            clearable
            value={f.ds_turno_indicador}
            onChange={(v) => set('ds_turno_indicador', v)}
            data={[...TURNOS_INDICADOR]}
          />
          <TextInput
            label="Cargo do indicador"
            maxLength={L.cargoMax}
            value={f.ds_cargo_indicador}
            onChange={(e) => set('ds_cargo_indicador', e.currentTarget.value)}
          />
          <TextInput
            label="Superior do indicador"
            maxLength={L.superiorMax}
            value={f.nm_superior_indicador}
            onChange={(e) => set('nm_superior_indicador', e.currentTarget.value)}
          />
          <Select
            label="Grau de afinidade"
            clearable
            value={f.id_grau_afinidade_indicador}
            onChange={(v) => set('id_grau_afinidade_indicador', v)}
            data={Object.entries(AFINIDADES_INDICADOR).map(([value, label]) => ({ value, label }))}
          />
        </SimpleGrid>
        <CounterTextarea
          label="Observação"
          value={f.ds_observacao}
          onChange={(v) => set('ds_observacao', v)}
          max={L.observacaoMax}
          autosize
          minRows={2}
        />
      </Stack>
    </AppModal>
  );
}

/** 'Indicações' of the candidate data page (spec 002 §2.3, §3.5): the list with its filter, add and edit. */
export function IndicacoesTab({ cdPessoaCandidato }: { cdPessoaCandidato: number }) {
  const [modal, setModal] = useState<{ linha: IndicacaoLinha | null } | null>(null);
  const q = useQuery(
    consulta(
      C.indicacoes,
      { params: { candidate: cdPessoaCandidato } },
      MENSAGENS_DADOS_CANDIDATO.erroIndicacao,
    ),
  );
  const colunas: ColunaLista<IndicacaoLinha>[] = [
    { id: 'data', titulo: 'Data', celula: (l) => formatDate(l.DT_INDICACAO), ordenar: (l) => l.DT_INDICACAO },
    {
      id: 'indicador',
      titulo: 'Indicador',
      celula: (l) => `${l.NM_PESSOA_INDICA} (${l.CD_PESSOA_INDICA})`,
      ordenar: (l) => l.NM_PESSOA_INDICA,
    },
    { id: 'empresa', titulo: 'Empresa', celula: (l) => l.NM_PESSOA, ordenar: (l) => l.NM_PESSOA },
    {
      id: 'tipo',
      titulo: 'Tipo',
      celula: (l) => rotuloTipoIndicacao(l.ID_TIPO_INDICACAO, l.CD_PESSOA_CLIENTE),
      ordenar: (l) => l.ID_TIPO_INDICACAO,
    },
    { id: 'telefone', titulo: 'Telefone', celula: (l) => formatarTelefone(l.NR_TELEFONE_INDICADOR) },
    { id: 'obs', titulo: 'Observação', celula: (l) => l.DS_OBSERVACAO },
  ];
  return (
    <Stack gap="sm">
      <TabelaLista
        rotulo="Indicações do candidato"
        colunas={colunas}
        linhas={q.data}
        carregando={q.isPending}
        chave={(l) => l.ID_INDICACAO}
        filtro
        ferramentas={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setModal({ linha: null })}>
            Nova indicação
          </Button>
        }
        acoes={(l) => (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={`Editar indicação de ${formatDate(l.DT_INDICACAO)} por ${l.NM_PESSOA_INDICA}`}
            onClick={() => setModal({ linha: l })}
          >
            Editar
          </Button>
        )}
        vazio="Nenhuma indicação registrada."
        larguraMinima={760}
      />
      <IndicacaoModal
        cdPessoaCandidato={cdPessoaCandidato}
        linha={modal?.linha ?? null}
        opened={modal !== null}
        onClose={() => setModal(null)}
      />
    </Stack>
  );
}
