import {
  type ClienteDados,
  type ClienteDuplicadoResposta,
  type ClienteEstado,
  type ClienteSalvoResposta,
  clienteBody,
  comRegras,
  LIMITES_CLIENTES as L,
  MENSAGENS_CLIENTES as M,
  OPCOES_TIPO_LOGRADOURO,
  problemasCliente,
  REGIOES_CLIENTE,
  ROTULOS_TIPO_PESSOA,
} from '@backoffice/domain/clientes';
import { CONTRATOS_CATALOGO } from '@backoffice/domain/contratos/catalogo';
import { CONTRATOS_CLIENTES as C } from '@backoffice/domain/contratos/clientes';
import { MENSAGENS_ENDERECO } from '@backoffice/domain/endereco';
import { TIPOS_LOGRADOURO } from '@backoffice/domain/endereco-formato';
import { UFS_BRASIL } from '@backoffice/domain/entrada';
import { formatarCep, formatarCnpj, formatarCpf, somenteDigitos } from '@backoffice/domain/formatacao';
import {
  Anchor,
  Button,
  Fieldset,
  Group,
  Loader,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { AnalistaPicker } from '../../components/pickers/search-pickers';
import { ApiError, chamar } from '../../lib/api-client';
import { useAcao } from '../../lib/dados';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { useFormulario } from '../../lib/formulario/formulario';
import { notify } from '../../lib/notify';
import { useUsuario } from '../../lib/sessao';
import { useUnidades } from './api-clientes';
import { type TelefoneForm, TelefonesEditor, telefonesDoForm, telefonesParaEnvio } from './telefones-editor';

interface Valores {
  id_tipo_pessoa: 'J' | 'F';
  nr_documento_cnpj: string;
  nr_documento_cpf: string;
  nm_pessoa: string;
  nm_apelido: string;
  cd_empresa: string;
  cd_cep: string;
  cd_tipo_logradouro: string;
  nm_cep: string;
  nr_endereco: string;
  ds_complemento: string;
  nm_bairro: string;
  nm_regiao: string;
  nm_cidade: string;
  cd_uf: string;
  ds_email: string;
  telefones: TelefoneForm[];
  cd_pessoa_comercial: number | null;
  qt_funcionarios: number | null;
  id_confidencial_padrao: 'S' | 'N';
  id_ativo: 'S' | 'N';
}

const t = (v: string | null | undefined) => v ?? '';

function valoresDe(c: ClienteDados | null, unidade: number | null): Valores {
  if (!c)
    return {
      id_tipo_pessoa: 'J',
      nr_documento_cnpj: '',
      nr_documento_cpf: '',
      nm_pessoa: '',
      nm_apelido: '',
      cd_empresa: unidade ? String(unidade) : '',
      cd_cep: '',
      cd_tipo_logradouro: '',
      nm_cep: '',
      nr_endereco: '',
      ds_complemento: '',
      nm_bairro: '',
      nm_regiao: '',
      nm_cidade: '',
      cd_uf: '',
      ds_email: '',
      telefones: [{ cd_tipo_telefone: '11', nr_telefone: '', nr_ramal: '' }],
      cd_pessoa_comercial: null,
      qt_funcionarios: null,
      id_confidencial_padrao: 'N',
      id_ativo: 'S',
    };
  return {
    id_tipo_pessoa: c.id_tipo_pessoa === 'F' ? 'F' : 'J',
    nr_documento_cnpj: c.nr_documento_cnpj ? formatarCnpj(c.nr_documento_cnpj) : '',
    nr_documento_cpf: c.nr_documento_cpf ? formatarCpf(c.nr_documento_cpf) : '',
    nm_pessoa: c.nm_pessoa,
    nm_apelido: t(c.nm_apelido),
    cd_empresa: String(c.cd_empresa),
    cd_cep: c.cd_cep ? formatarCep(c.cd_cep) : '',
    cd_tipo_logradouro: t(c.cd_tipo_logradouro),
    nm_cep: t(c.nm_cep),
    nr_endereco: t(c.nr_endereco),
    ds_complemento: t(c.ds_complemento),
    nm_bairro: t(c.nm_bairro),
    nm_regiao: t(c.nm_regiao),
    nm_cidade: t(c.nm_cidade),
    cd_uf: t(c.cd_uf),
    ds_email: t(c.ds_email),
    telefones: telefonesDoForm(c.telefones),
    cd_pessoa_comercial: c.cd_pessoa_comercial,
    qt_funcionarios: c.qt_funcionarios,
    id_confidencial_padrao: c.id_confidencial_padrao === 'S' ? 'S' : 'N',
    id_ativo: c.id_ativo === 'N' ? 'N' : 'S',
  };
}

function paraEnvio(v: Valores) {
  return {
    ...v,
    cd_empresa: v.cd_empresa ? Number(v.cd_empresa) : undefined,
    telefones: telefonesParaEnvio(v.telefones),
  };
}

/** The stored record as the rules compare it. */
function estadoDe(c: ClienteDados): ClienteEstado {
  const {
    cd_pessoa: _c,
    nm_empresa: _e,
    nm_pessoa_comercial: _n,
    id_optante_simples_nac: _o,
    dt_valida_simples: _d,
    criado_em: _cr,
    alterado_em: _a,
    ...estado
  } = c;
  return estado;
}

/** Options of a select, with the stored value kept when it is not one of them (an old record). */
function comAtual(opcoes: { value: string; label: string }[], atual: string) {
  return atual && !opcoes.some((o) => o.value === atual)
    ? [...opcoes, { value: atual, label: atual }]
    : opcoes;
}

const OPCOES_UF = UFS_BRASIL.map((u) => ({ value: u, label: u }));
const OPCOES_REGIAO = REGIOES_CLIENTE.map((r) => ({ value: r, label: r }));
const OPCOES_LOGRADOURO = OPCOES_TIPO_LOGRADOURO.map((o) => ({ value: o.cd, label: o.nome }));
const NOMES_TIPO = new Map(
  Object.entries(TIPOS_LOGRADOURO).map(([cd, nome]) => [
    nome.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
    cd,
  ]),
);

/** The street type a street's first word names ('Rua das Flores' → 'R'), if any. */
function tipoDaRua(rua: string | null): string | null {
  const primeira = (rua ?? '').trim().split(/\s+/)[0] ?? '';
  const chave = primeira.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const cd = NOMES_TIPO.get(chave);
  return cd ? (OPCOES_TIPO_LOGRADOURO.find((o) => o.nome === TIPOS_LOGRADOURO[cd])?.cd ?? cd) : null;
}

export interface ClienteFormProps {
  /** The client being edited; none registers a new one. */
  cliente: ClienteDados | null;
  /** Without the editing codes: the data is shown, not changed. */
  somenteLeitura?: boolean;
  /** After a save, with the client's short name (or legal name). */
  aoSalvar?: (r: ClienteSalvoResposta, nome: string) => void;
  /** Opens the client another CNPJ/CPF belongs to (the duplicate refusal's link). */
  aoAbrirCliente: (c: { cd_pessoa: number; cd_empresa: number; nm_pessoa: string }) => void;
}

/**
 * The client's data: document (CNPJ or CPF), names, unit, address (the CEP fills street, district,
 * city and state), e-mail, phones, commercial contact, employees and the confidentiality default.
 * The rules of the domain run here as on the server, against the stored record, so an old client is
 * saved as it is; the server's refusals appear beside their fields, a repeated document with a link
 * to the client that has it.
 */
export function ClienteForm({ cliente, somenteLeitura = false, aoSalvar, aoAbrirCliente }: ClienteFormProps) {
  const usuario = useUsuario();
  const unidades = useUnidades(usuario?.cd_sip ?? null);
  const esquema = useMemo(() => {
    const anterior = cliente ? estadoDe(cliente) : null;
    return comRegras(clienteBody, (b) => problemasCliente(b, anterior));
  }, [cliente]);
  const f = useFormulario(esquema, valoresDe(cliente, usuario?.cd_unid ?? null), paraEnvio);
  const [duplicado, setDuplicado] = useState<ClienteDuplicadoResposta['cliente'] | null>(null);
  const [avisoCep, setAvisoCep] = useState<string | null>(null);
  const [buscandoCep, setBuscandoCep] = useState(false);
  const ultimoCep = useRef(cliente?.cd_cep ?? '');
  const criar = useAcao(C.criar, { silencioso: true, sucesso: (r) => r.message });
  const alterar = useAcao(C.alterar, { silencioso: true, sucesso: (r) => r.message });

  const pj = f.valor('id_tipo_pessoa') === 'J';
  const campoDoc = pj ? 'nr_documento_cnpj' : 'nr_documento_cpf';

  async function buscarCep(cep: string) {
    ultimoCep.current = cep;
    setBuscandoCep(true);
    try {
      const r = await chamar(CONTRATOS_CATALOGO.buscarCep, { params: { cep } }, { notificar: false });
      const rua = r.dados_cep.ENDERECO;
      if (rua) {
        f.definir('nm_cep', rua);
        const tipo = tipoDaRua(rua);
        if (tipo) f.definir('cd_tipo_logradouro', tipo);
      }
      if (r.bairro_viacep) f.definir('nm_bairro', r.bairro_viacep);
      f.definir('nm_cidade', r.dados_cep.NM_CIDADE);
      f.definir('cd_uf', r.dados_cep.CD_UF);
      setAvisoCep(null);
    } catch (e) {
      setAvisoCep(
        e instanceof ApiError && e.status === 404
          ? MENSAGENS_ENDERECO.cepNaoEncontrado
          : MENSAGENS_ENDERECO.erroCep,
      );
    } finally {
      setBuscandoCep(false);
    }
  }

  const salvar = f.aoEnviar(async (envio) => {
    setDuplicado(null);
    try {
      const r = cliente
        ? await alterar.mutateAsync({ params: { cd_pessoa: cliente.cd_pessoa }, corpo: envio })
        : await criar.mutateAsync({ corpo: envio });
      if (r.simples && !r.simples.consultado) notify.aviso(r.simples.mensagem);
      aoSalvar?.(r, (envio.nm_apelido || envio.nm_pessoa || '').trim());
    } catch (falha) {
      if (!(falha instanceof ApiError) || falha.status !== 409) throw falha;
      const corpo = falha.corpo as ClienteDuplicadoResposta;
      const texto = Array.isArray(corpo.error) ? corpo.error.join(' ') : corpo.error;
      const m = /^(nr_documento_cnpj|nr_documento_cpf): (.+)$/s.exec(texto);
      if (!m) throw falha;
      f.form.setError(m[1] as 'nr_documento_cnpj', { type: 'server', message: m[2] });
      setDuplicado(corpo.cliente ?? null);
    }
  });

  const erroDoc = f.erro(campoDoc);
  const erroDocumento: ReactNode =
    erroDoc && duplicado ? (
      <>
        {erroDoc}{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => aoAbrirCliente(duplicado)}>
          {M.abrirExistente}
        </Anchor>
      </>
    ) : (
      erroDoc
    );

  const opcoesUnidade = comAtual(
    (unidades.data ?? []).map((u) => ({
      value: String(u.CD_EMPRESA),
      label: `${u.CD_EMPRESA} - ${u.NM_EMPRESA}`,
    })),
    f.valor('cd_empresa'),
  ).map((o) =>
    cliente && o.value === String(cliente.cd_empresa) && o.label === o.value && cliente.nm_empresa
      ? { ...o, label: `${cliente.cd_empresa} - ${cliente.nm_empresa}` }
      : o,
  );
  const ro = somenteLeitura;
  const comercialInicial =
    cliente?.cd_pessoa_comercial && cliente.nm_pessoa_comercial
      ? { value: String(cliente.cd_pessoa_comercial), label: cliente.nm_pessoa_comercial }
      : null;

  return (
    <form
      onSubmit={(e) => void salvar(e)}
      noValidate
      aria-label={cliente ? `Dados do cliente ${cliente.nm_apelido ?? cliente.nm_pessoa}` : 'Novo cliente'}
    >
      <Stack gap="md">
        <AlertaFormulario mensagem={f.erroGeral} />
        <Fieldset legend="Identificação">
          <Stack gap="sm">
            <SegmentedControl
              aria-label="Tipo de pessoa"
              value={f.valor('id_tipo_pessoa')}
              onChange={(v) => f.definir('id_tipo_pessoa', v as 'J' | 'F')}
              data={(['J', 'F'] as const).map((v) => ({ value: v, label: ROTULOS_TIPO_PESSOA[v] }))}
              disabled={ro}
              w="fit-content"
            />
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {pj ? (
                <TextInput
                  key="cnpj"
                  label="CNPJ"
                  required
                  placeholder="00.000.000/0000-00"
                  {...f.campo.texto('nr_documento_cnpj')}
                  onBlur={() => {
                    const v = f.valor('nr_documento_cnpj');
                    if (v) f.definir('nr_documento_cnpj', formatarCnpj(v));
                    f.campo.texto('nr_documento_cnpj').onBlur();
                  }}
                  error={erroDocumento}
                  maxLength={L.cnpjTextoMax}
                  readOnly={ro}
                  data-autofocus
                />
              ) : (
                <TextInput
                  key="cpf"
                  label="CPF"
                  required
                  placeholder="000.000.000-00"
                  inputMode="numeric"
                  {...f.campo.texto('nr_documento_cpf')}
                  onBlur={() => {
                    const v = f.valor('nr_documento_cpf');
                    if (somenteDigitos(v).length === 11) f.definir('nr_documento_cpf', formatarCpf(v));
                    f.campo.texto('nr_documento_cpf').onBlur();
                  }}
                  error={erroDocumento}
                  maxLength={L.cpfTextoMax}
                  readOnly={ro}
                />
              )}
              <TextInput
                label={pj ? 'Razão social' : 'Nome'}
                required
                {...f.campo.texto('nm_pessoa')}
                maxLength={L.nomeMax}
                readOnly={ro}
              />
              <TextInput
                label="Nome fantasia (apelido)"
                required
                {...f.campo.texto('nm_apelido')}
                maxLength={L.apelidoMax}
                readOnly={ro}
              />
              <Select
                label="Unidade"
                required
                data={opcoesUnidade}
                {...f.campo.selecao('cd_empresa')}
                searchable
                readOnly={ro}
                comboboxProps={{ withinPortal: true }}
                nothingFoundMessage="Nenhuma unidade"
              />
              <TextInput
                label="E-mail"
                type="email"
                {...f.campo.texto('ds_email')}
                maxLength={L.emailMax}
                readOnly={ro}
              />
              <NumberInput
                label="Número de funcionários"
                min={0}
                max={L.funcionariosMax}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator="."
                decimalSeparator=","
                {...f.campo.numero('qt_funcionarios')}
                readOnly={ro}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend="Endereço">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <TextInput
              label="CEP"
              required
              placeholder="00000-000"
              inputMode="numeric"
              {...f.campo.texto('cd_cep')}
              onChange={(e) => {
                const v = e.currentTarget.value;
                f.definir('cd_cep', v);
                const d = somenteDigitos(v);
                if (!ro && d.length === 8 && /^[\d\s.-]*$/.test(v) && d !== somenteDigitos(ultimoCep.current))
                  void buscarCep(d);
              }}
              onBlur={() => {
                const v = f.valor('cd_cep');
                if (somenteDigitos(v).length === 8) f.definir('cd_cep', formatarCep(v));
                f.campo.texto('cd_cep').onBlur();
              }}
              description={avisoCep ?? undefined}
              rightSection={buscandoCep ? <Loader size="xs" aria-label="Buscando o CEP" /> : null}
              maxLength={L.cepTextoMax}
              readOnly={ro}
            />
            <Select
              label="Tipo de logradouro"
              data={comAtual(OPCOES_LOGRADOURO, f.valor('cd_tipo_logradouro'))}
              {...f.campo.selecao('cd_tipo_logradouro')}
              clearable
              searchable
              readOnly={ro}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label="Logradouro"
              required
              {...f.campo.texto('nm_cep')}
              maxLength={L.logradouroMax}
              readOnly={ro}
              style={{ gridColumn: 'span 2' }}
            />
            <TextInput
              label="Número"
              required
              {...f.campo.texto('nr_endereco')}
              maxLength={L.numeroMax}
              readOnly={ro}
            />
            <TextInput
              label="Complemento"
              {...f.campo.texto('ds_complemento')}
              maxLength={L.complementoMax}
              readOnly={ro}
            />
            <TextInput
              label="Bairro"
              required
              {...f.campo.texto('nm_bairro')}
              maxLength={L.bairroMax}
              readOnly={ro}
            />
            <Select
              label="Região"
              data={comAtual(OPCOES_REGIAO, f.valor('nm_regiao'))}
              {...f.campo.selecao('nm_regiao')}
              clearable
              readOnly={ro}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label="Cidade"
              required
              {...f.campo.texto('nm_cidade')}
              maxLength={L.cidadeMax}
              readOnly={ro}
            />
            <Select
              label="UF"
              required
              data={comAtual(OPCOES_UF, f.valor('cd_uf').trim())}
              {...f.campo.selecao('cd_uf')}
              value={f.valor('cd_uf').trim() || null}
              searchable
              readOnly={ro}
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Contato">
          <Stack gap="sm">
            <TelefonesEditor
              rotulo="Telefones do cliente"
              valor={f.valor('telefones')}
              onChange={(v) => f.definir('telefones', v)}
              erro={f.erro}
              somenteLeitura={ro}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {usuario && (
                <AnalistaPicker
                  label="Contato comercial"
                  cdSip={usuario.cd_sip}
                  value={f.valor('cd_pessoa_comercial')}
                  onChange={(v) => f.definir('cd_pessoa_comercial', v)}
                  selectedOption={comercialInicial}
                  error={f.erro('cd_pessoa_comercial')}
                  placeholder="Nome do usuário"
                  clearable
                  readOnly={ro}
                />
              )}
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend="Vagas e situação">
          <Stack gap="xs">
            <Switch
              label="Novas vagas do cliente começam confidenciais"
              {...f.campo.sn('id_confidencial_padrao')}
              disabled={ro}
            />
            {cliente && <Switch label="Cliente ativo" {...f.campo.sn('id_ativo')} disabled={ro} />}
            {cliente && (
              <Text size="sm" c="gray.7" data-testid="simples-cliente">
                Simples Nacional:{' '}
                {cliente.id_optante_simples_nac === 'S'
                  ? 'optante'
                  : cliente.id_optante_simples_nac === 'N'
                    ? 'não optante'
                    : 'não consultado'}
              </Text>
            )}
          </Stack>
        </Fieldset>

        {!ro && (
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={f.pendente}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            >
              {cliente ? 'Salvar' : 'Cadastrar cliente'}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
