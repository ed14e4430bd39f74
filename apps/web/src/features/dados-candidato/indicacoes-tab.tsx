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
  MENSAGENS_INDICACAO,
  rotuloTipoIndicacao,
  TIPOS_INDICACAO,
  TURNOS_INDICADOR,
} from '@backoffice/domain/dados-candidato';
import { dataNegocio, formatarData } from '@backoffice/domain/datas';
import { formatarTelefone } from '@backoffice/domain/formatacao';
import { Button, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { CounterTextarea } from '../../components/controls/counter-textarea';
import { DateField } from '../../components/controls/date-field';
import { PhoneInput } from '../../components/controls/masked-input';
import { RadioField } from '../../components/controls/radio-field';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { CandidatoPicker, ClientePicker } from '../../components/pickers/search-pickers';
import { consulta, useAcao } from '../../lib/dados';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { useFormulario } from '../../lib/formulario/formulario';
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
  // read when the form is checked: the client's process types are known only once it is chosen
  const temTipos = useRef(false);
  // the required fields of the referral (the type only when the client has process types), each beside its field
  const esquema = useMemo(
    () =>
      indicacaoBody.superRefine((i, ctx) => {
        const campos: Record<string, string> = {
          [MENSAGENS_INDICACAO.data]: 'dt_indicacao',
          [MENSAGENS_INDICACAO.indicador]: 'cd_pessoa_indica',
          [MENSAGENS_INDICACAO.trabalhou]: 'id_trabalhou_empresa_indicacao',
          [MENSAGENS_INDICACAO.cliente]: 'cd_pessoa_cliente',
          [MENSAGENS_INDICACAO.tipo]: 'id_tipo_indicacao',
        };
        for (const message of errosIndicacao(i, temTipos.current))
          ctx.addIssue({ code: 'custom', path: [campos[message] ?? ''], message });
      }),
    [],
  );
  const f = useFormulario(esquema, formDe(linha), corpoDe);
  // silent: a refused save goes beside its fields; the list is read again (the contracts say so)
  const opcoes = {
    sucesso: (r: { message: string }) => r.message,
    fallback: MENSAGENS_DADOS_CANDIDATO.erroIndicacao,
    silencioso: true,
  };
  const criar = useAcao(C.criarIndicacao, opcoes);
  const atualizar = useAcao(C.atualizarIndicacao, opcoes);
  const { reset } = f.form;
  useEffect(() => {
    if (opened) reset(formDe(linha));
  }, [opened, linha, reset]);
  const cdCliente = f.valor('cd_pessoa_cliente');
  const idIndicacao = f.valor('id_indicacao');
  const mod = useQuery({
    ...consulta(
      C.clienteMod,
      { params: { client: cdCliente ?? 0, sip: usuario?.user_sip ?? 0 } },
      MENSAGENS_DADOS_CANDIDATO.erroIndicacao,
    ),
    enabled: opened && cdCliente !== null && !!usuario,
  });
  const tiposDoCliente = (mod.data?.TIPOS_PROCESSOS.length ?? 0) > 0;
  temTipos.current = tiposDoCliente;

  const salvar = f.aoEnviar(async (corpo) => {
    const acao = idIndicacao ? atualizar : criar;
    await acao.mutateAsync({ params: { candidate: cdPessoaCandidato }, corpo });
    onClose();
  });

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={idIndicacao ? 'Editar indicação' : 'Nova indicação'}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => void salvar()} loading={f.pendente}>
            Salvar
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <AlertaFormulario mensagem={f.erroGeral} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DateField
            label="Data da indicação"
            withAsterisk
            value={f.valor('dt_indicacao')}
            onChange={(v) => f.definir('dt_indicacao', v)}
            error={f.erro('dt_indicacao')}
          />
          <CandidatoPicker
            label="Indicador"
            withAsterisk
            value={f.valor('cd_pessoa_indica')}
            selectedOption={
              f.valor('cd_pessoa_indica')
                ? { value: String(f.valor('cd_pessoa_indica')), label: f.valor('nm_pessoa_indica') }
                : null
            }
            onChange={(cd, row) => {
              f.definir('nm_pessoa_indica', row?.NM_PESSOA ?? '');
              f.definir('cd_pessoa_indica', cd);
            }}
            error={f.erro('cd_pessoa_indica')}
          />
          <PhoneInput label="Telefone do indicador" {...f.campo.valor('nr_telefone_indicador')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <ClientePicker
            label="Empresa cliente"
            withAsterisk
            value={cdCliente}
            selectedOption={
              cdCliente ? { value: String(cdCliente), label: f.valor('nm_pessoa_cliente') } : null
            }
            onChange={(cd, row) => {
              f.definir('nm_pessoa_cliente', row?.NM_PESSOA ?? '');
              f.definir('id_tipo_indicacao', null);
              f.definir('cd_pessoa_cliente', cd);
            }}
            error={f.erro('cd_pessoa_cliente')}
          />
          <NumberInput
            label="Empresa"
            value={f.valor('cd_empresa')}
            min={1}
            allowDecimal={false}
            onChange={(v) =>
              f.definir('cd_empresa', typeof v === 'number' && v > 0 ? v : EMPRESA_INDICACAO_PADRAO)
            }
            error={f.erro('cd_empresa')}
          />
          <NumberInput
            label="Empresa do cliente"
            value={f.valor('cd_empresa_cliente')}
            min={1}
            allowDecimal={false}
            onChange={(v) =>
              f.definir('cd_empresa_cliente', typeof v === 'number' && v > 0 ? v : EMPRESA_INDICACAO_PADRAO)
            }
            error={f.erro('cd_empresa_cliente')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Tipo de indicação"
            withAsterisk={tiposDoCliente}
            clearable
            value={f.valor('id_tipo_indicacao')}
            onChange={(v) => f.definir('id_tipo_indicacao', v)}
            error={f.erro('id_tipo_indicacao')}
            data={TIPOS_INDICACAO.map((t) => ({
              value: t,
              label: rotuloTipoIndicacao(t, cdCliente),
            }))}
          />
          {mod.data?.PROCESSO_PM === 'S' ? (
            <Switch mt="lg" label="Processo PM" {...f.campo.marcacao('id_processo_pm')} />
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
            value={f.valor('id_trabalhou_empresa_indicacao')}
            onChange={(v) => f.definir('id_trabalhou_empresa_indicacao', v)}
            error={f.erro('id_trabalhou_empresa_indicacao')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Matrícula do indicador"
            maxLength={L.matriculaMax}
            {...f.campo.texto('ds_matricula_indicador')}
          />
          <TextInput
            label="Área / seção do indicador"
            maxLength={L.areaMax}
            {...f.campo.texto('ds_area_secao_indicador')}
          />
          <Select
            label="Turno do indicador"
            clearable
            value={f.valor('ds_turno_indicador')}
            onChange={(v) => f.definir('ds_turno_indicador', v)}
            error={f.erro('ds_turno_indicador')}
            data={[...TURNOS_INDICADOR]}
          />
          <TextInput
            label="Cargo do indicador"
            maxLength={L.cargoMax}
            {...f.campo.texto('ds_cargo_indicador')}
          />
          <TextInput
            label="Superior do indicador"
            maxLength={L.superiorMax}
            {...f.campo.texto('nm_superior_indicador')}
          />
          <Select
            label="Grau de afinidade"
            clearable
            value={f.valor('id_grau_afinidade_indicador')}
            onChange={(v) => f.definir('id_grau_afinidade_indicador', v)}
            error={f.erro('id_grau_afinidade_indicador')}
            data={Object.entries(AFINIDADES_INDICADOR).map(([value, label]) => ({ value, label }))}
          />
        </SimpleGrid>
        <CounterTextarea
          label="Observação"
          value={f.valor('ds_observacao')}
          onChange={(v) => f.definir('ds_observacao', v)}
          error={f.erro('ds_observacao')}
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
    {
      id: 'data',
      titulo: 'Data',
      celula: (l) => formatarData(l.DT_INDICACAO),
      ordenar: (l) => l.DT_INDICACAO,
    },
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
            aria-label={`Editar indicação de ${formatarData(l.DT_INDICACAO)} por ${l.NM_PESSOA_INDICA}`}
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
