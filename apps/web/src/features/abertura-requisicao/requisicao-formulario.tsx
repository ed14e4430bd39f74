import {
  aberturaRequisicaoBody,
  edicaoRequisicaoBody,
  LIMITES_ABERTURA,
  MENSAGENS_ABERTURA as M,
  type RequisicaoResposta,
  type RequisicaoSalvaResposta,
  SITUACOES_ABERTURA,
} from '@backoffice/domain/abertura-requisicao';
import { CATALOGO_TIPOS_CONTRATACAO, SETORES_VAGA, TIPOS_VAGA } from '@backoffice/domain/catalogos';
import { CONTRATOS_REQUISICOES as C } from '@backoffice/domain/contratos/requisicoes';
import { CLIENTE_SIGILOSO } from '@backoffice/domain/vaga-candidatos';
import {
  Autocomplete,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconFilePlus } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import type { Path } from 'react-hook-form';
import { AreaAutocomplete } from '../../components/pickers/area-autocomplete';
import {
  useCargosCliente,
  useCentrosCusto,
  useEscolaridades,
  useTurnos,
} from '../../components/pickers/picker-queries';
import { ClientePicker } from '../../components/pickers/search-pickers';
import { useAcao } from '../../lib/dados';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { type Formulario, useFormulario } from '../../lib/formulario/formulario';
import { useUsuario } from '../../lib/sessao';
import { useAnalistasDaUnidade, useClienteAbertura, useUnidadesDoUsuario } from './api-abertura';
import { BeneficiosRequisicao } from './beneficios-requisicao';
import { LinhasRequisicao, type OpcoesLinhas } from './linhas-requisicao';
import {
  envioAbertura,
  envioEdicao,
  linhaVazia,
  type ValoresRequisicao,
  valoresDaRequisicao,
  valoresIniciais,
} from './requisicao-form';

const TIPOS_CONTRATACAO = CATALOGO_TIPOS_CONTRATACAO.map((t) => ({ value: String(t.cd), label: t.nome }));
const TIPOS = TIPOS_VAGA.map((t) => ({ value: t.id, label: `${t.nome} (${t.id})` }));
const SITUACOES = SITUACOES_ABERTURA.map((s) => ({ value: String(s.cd), label: s.nome }));

function Secao({ titulo, descricao, children }: { titulo: string; descricao?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={titulo}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            {titulo}
          </Title>
          {descricao && (
            <Text size="sm" c="gray.7">
              {descricao}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

export type ModoFormulario = { tipo: 'abrir' } | { tipo: 'editar'; requisicao: RequisicaoResposta };

export interface RequisicaoFormularioProps {
  modo: ModoFormulario;
  /** After a save the server accepted. */
  aoSalvar: (resposta: RequisicaoSalvaResposta) => void;
  /** Leaves the edit (editar only). */
  aoCancelar?: () => void;
}

/**
 * The requisition's form: its header, its lines (client position × quantity and the profile of each
 * opening), its benefits and, when opening, the web-publishing defaults. Checked by the domain's
 * schema before it goes; a refusal of the server lands beside its field (a line's, beside that
 * line's field) and nothing typed is lost.
 */
export function RequisicaoFormulario({ modo, aoSalvar, aoCancelar }: RequisicaoFormularioProps) {
  const editar = modo.tipo === 'editar' ? modo.requisicao : null;
  const usuario = useUsuario();
  const inicial = useMemo(() => (editar ? valoresDaRequisicao(editar) : valoresIniciais()), [editar]);
  const esquema = editar ? edicaoRequisicaoBody : aberturaRequisicaoBody;
  const f = useFormulario(esquema, inicial, (v: ValoresRequisicao) =>
    editar ? envioEdicao(v) : envioAbertura(v),
  ) as unknown as Formulario<ValoresRequisicao, unknown>;
  const abrir = useAcao(C.abrir, { silencioso: true });
  const alterar = useAcao(C.alterar, { silencioso: true });

  const cdCliente = f.valor('cd_pessoa_cliente');
  const cliente = useClienteAbertura(editar ? null : cdCliente);
  const unidades = useUnidadesDoUsuario(usuario?.cd_sip ?? null);
  const unidadeCliente = editar ? editar.CD_EMPRESA_CLIENTE : (cliente.data?.CD_EMPRESA ?? null);
  const cdEmpresa = f.valor('cd_empresa');
  const tipo = f.valor('cd_tipo_contratacao');

  const opcoesUnidades = useMemo(() => {
    const lista: { value: string; label: string; agrupadora: number | null }[] = (unidades.data ?? []).map(
      (u) => ({ value: String(u.CD_EMPRESA), label: u.NM_EMPRESA, agrupadora: u.CD_EMPRESA_AGRUPADORA }),
    );
    const extra = editar
      ? {
          value: String(editar.CD_EMPRESA),
          label: editar.NM_EMPRESA,
          agrupadora: editar.CD_EMPRESA_AGRUPADORA,
        }
      : cliente.data
        ? {
            value: String(cliente.data.CD_EMPRESA),
            label: cliente.data.NM_EMPRESA,
            agrupadora: cliente.data.CD_EMPRESA_AGRUPADORA,
          }
        : null;
    if (extra && !lista.some((u) => u.value === extra.value)) lista.unshift(extra);
    return lista;
  }, [unidades.data, cliente.data, editar]);
  const agrupadora = opcoesUnidades.find((u) => u.value === cdEmpresa)?.agrupadora ?? null;

  const cargos = useCargosCliente(cdCliente, unidadeCliente);
  const centros = useCentrosCusto(cdCliente, unidadeCliente);
  const turnos = useTurnos(tipo ? Number(tipo) : null);
  const escolaridades = useEscolaridades();
  const analistas = useAnalistasDaUnidade(usuario?.user_sip ?? null, agrupadora);

  // a new client: its unit, its confidentiality on every line, and no position or cost centre of the previous one
  const clienteAnterior = useRef<number | null>(inicial.cd_pessoa_cliente);
  useEffect(() => {
    if (editar || !cliente.data || cliente.data.CD_PESSOA !== cdCliente) return;
    if (clienteAnterior.current === cdCliente) return;
    clienteAnterior.current = cdCliente;
    const { setValue, getValues } = f.form;
    setValue('cd_empresa', String(cliente.data.CD_EMPRESA), { shouldDirty: true });
    const padrao = cliente.data.ID_CONFIDENCIAL_PADRAO;
    setValue(
      'linhas',
      getValues('linhas').map((l) => ({
        ...l,
        cd_cargo_cliente: '',
        cd_centro_custo: '',
        id_vaga_confidencial: l.id_vaga_sigilosa === 'S' ? 'N' : padrao,
      })),
      { shouldDirty: true },
    );
  }, [cliente.data, cdCliente, editar, f.form]);

  const opcoesCargos = (cargos.data ?? []).map((c) => ({
    value: String(c.CD_CARGO_CLIENTE),
    label:
      c.NM_CARGO && c.NM_CARGO !== c.NM_CARGO_CLIENTE
        ? `${c.NM_CARGO_CLIENTE} (${c.NM_CARGO})`
        : c.NM_CARGO_CLIENTE,
  }));
  // in an edit, the position a vacancy already has stays shown even when the picker no longer offers it
  for (const v of editar?.VAGAS ?? [])
    if (v.CD_CARGO_CLIENTE !== null && !opcoesCargos.some((o) => o.value === String(v.CD_CARGO_CLIENTE)))
      opcoesCargos.push({
        value: String(v.CD_CARGO_CLIENTE),
        label: `${v.NM_CARGO_CLIENTE ?? v.CD_CARGO_CLIENTE} (inativo)`,
      });

  const opcoes: OpcoesLinhas = {
    cargos: opcoesCargos,
    turnos: (turnos.data ?? []).map((t) => ({ value: String(t.CD_TURNO), label: t.NM_TURNO })),
    centros: (centros.data ?? []).map((c) => ({
      value: c.CD_CENTRO_CUSTO,
      label: `${c.CD_CENTRO_CUSTO} — ${c.NM_CENTRO_CUSTO}`,
    })),
    escolaridades: (escolaridades.data ?? []).map((e) => ({
      value: String(e.CD_ESCOLARIDADE),
      label: e.NM_ESCOLARIDADE,
    })),
    analistas: (analistas.data ?? []).map((a) => ({ value: String(a.CD_PESSOA), label: a.NM_PESSOA })),
    temCliente: cdCliente !== null && unidadeCliente !== null,
    confidencialPadrao: cliente.data?.ID_CONFIDENCIAL_PADRAO ?? 'N',
    carregando: cargos.isFetching,
  };

  const trocarTipo = (v: string | null) => {
    f.definir('cd_tipo_contratacao', v ?? '');
    // the shifts are the hiring type's: the old ones no longer fit
    const linhas = f.form.getValues('linhas');
    f.form.setValue(
      'linhas',
      linhas.map((l) => ({ ...l, cd_turno: '' })),
      { shouldDirty: true },
    );
  };

  const salvar = f.aoEnviar(async (envio) => {
    const r = editar
      ? await alterar.mutateAsync({ params: { nr: editar.NR_REQUISICAO }, corpo: envio as never })
      : await abrir.mutateAsync({ corpo: envio as never });
    aoSalvar(r);
  });

  const libera = f.valor('divulgacao.id_libera_internet') === 'S';
  const contatos = editar ? [] : (cliente.data?.CONTATOS ?? []);
  const tituloCliente = editar
    ? editar.ID_ESCONDE_INFO_SIGILOSA === 'S'
      ? CLIENTE_SIGILOSO
      : (editar.NM_APELIDO_CLIENTE ?? editar.NM_CLIENTE ?? '')
    : null;

  return (
    <form
      onSubmit={(e) => void salvar(e)}
      noValidate
      aria-label={editar ? `Editar a requisição ${editar.NR_REQUISICAO}` : 'Abertura de requisição'}
    >
      <Stack gap="md">
        <AlertaFormulario mensagem={f.erroGeral} />
        <Secao titulo="Requisição" descricao={editar ? 'O cliente e a unidade não mudam.' : undefined}>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, md: 6, lg: 5 }}>
              {editar ? (
                <TextInput label="Cliente" value={tituloCliente ?? ''} readOnly variant="filled" />
              ) : (
                <ClientePicker
                  label="Cliente"
                  required
                  value={cdCliente}
                  onChange={(cd) => f.definir('cd_pessoa_cliente', cd)}
                  error={f.erro('cd_pessoa_cliente')}
                />
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3, lg: 3 }}>
              {editar ? (
                <TextInput label="Unidade" value={editar.NM_EMPRESA} readOnly variant="filled" />
              ) : (
                <Select
                  label="Unidade"
                  required
                  data={opcoesUnidades.map(({ value, label }) => ({ value, label }))}
                  placeholder={cdCliente === null ? 'Selecione o cliente' : undefined}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  {...f.campo.selecao('cd_empresa')}
                />
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3, lg: 4 }}>
              <Autocomplete
                label="Requisitante"
                required
                data={contatos}
                maxLength={LIMITES_ABERTURA.requisitanteMax}
                comboboxProps={{ withinPortal: true }}
                {...f.campo.valor('nm_requisitante')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <AreaAutocomplete
                label="Departamento"
                maxLength={LIMITES_ABERTURA.areaMax}
                {...f.campo.valor('ds_area')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <TextInput
                label="Nº do pedido do cliente"
                maxLength={LIMITES_ABERTURA.nrPedidoMax}
                {...f.campo.texto('nr_pedido_cliente')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <Select
                label="Tipo de contratação"
                required
                data={TIPOS_CONTRATACAO}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                {...f.campo.selecao('cd_tipo_contratacao')}
                onChange={trocarTipo}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <Radio.Group
                label="Setor"
                required
                value={f.valor('id_setor')}
                onChange={(v) => f.definir('id_setor', v)}
                error={f.erro('id_setor')}
              >
                <Group gap="md" mt={8}>
                  {SETORES_VAGA.map((s) => (
                    <Radio key={s.id} value={s.id} label={s.nome} />
                  ))}
                </Group>
              </Radio.Group>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <Select
                label="Tipo da vaga"
                required
                data={TIPOS}
                placeholder="Selecione"
                comboboxProps={{ withinPortal: true }}
                {...f.campo.selecao('id_tipo_vaga')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <Select
                label={editar ? 'Situação das novas vagas' : 'Situação das vagas'}
                data={SITUACOES}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                {...f.campo.selecao('cd_situacao_vaga')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label="Descrição da vaga"
                autosize
                minRows={2}
                maxRows={6}
                maxLength={LIMITES_ABERTURA.descricaoMax}
                {...f.campo.texto('ds_observacoes')}
              />
            </Grid.Col>
          </Grid>
        </Secao>

        <Secao
          titulo="Vagas"
          descricao="Uma linha por cargo: cada abertura da quantidade vira uma vaga, com o perfil da linha."
        >
          <LinhasRequisicao f={f} opcoes={opcoes} />
        </Secao>

        <Secao titulo="Benefícios" descricao="Valem para todas as vagas da requisição.">
          <BeneficiosRequisicao f={f} />
        </Secao>

        {!editar && (
          <Secao titulo="Divulgação na internet">
            <Switch
              label="Divulgar as vagas no portal ao abrir"
              {...f.campo.sn('divulgacao.id_libera_internet' as Path<ValoresRequisicao>)}
            />
            {libera && (
              <Grid gap="sm">
                <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
                  <NumberInput
                    label="Candidatos por vaga"
                    min={1}
                    max={LIMITES_ABERTURA.qtCandidatosWebMax}
                    clampBehavior="none"
                    allowDecimal={false}
                    allowNegative={false}
                    {...f.campo.numero('divulgacao.qt_candidatos_vaga_web')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
                  <Textarea
                    label="Descrição no portal"
                    required
                    autosize
                    minRows={2}
                    maxRows={6}
                    maxLength={LIMITES_ABERTURA.descricaoWebMax}
                    description={`Mínimo de ${LIMITES_ABERTURA.descricaoWebMin} caracteres.`}
                    {...f.campo.texto('divulgacao.ds_observacao_internet')}
                  />
                </Grid.Col>
              </Grid>
            )}
          </Secao>
        )}

        <Group justify="flex-end" gap="sm">
          {editar ? (
            <Button variant="default" onClick={aoCancelar} disabled={f.pendente}>
              Cancelar
            </Button>
          ) : (
            <Button
              variant="default"
              disabled={f.pendente}
              onClick={() => {
                clienteAnterior.current = null;
                f.form.reset({ ...valoresIniciais(), linhas: [linhaVazia()] });
              }}
            >
              Limpar
            </Button>
          )}
          <Button
            type="submit"
            loading={f.pendente}
            leftSection={
              editar ? <IconDeviceFloppy size={16} aria-hidden /> : <IconFilePlus size={16} aria-hidden />
            }
          >
            {editar ? 'Salvar alterações' : 'Abrir requisição'}
          </Button>
        </Group>
        {f.form.formState.isSubmitted && Object.keys(f.form.formState.errors).length > 0 && (
          <Text size="sm" c="red.8" ta="right" role="status">
            {M.corrijaOsCampos}
          </Text>
        )}
      </Stack>
    </form>
  );
}
