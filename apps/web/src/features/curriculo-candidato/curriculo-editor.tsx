import {
  alturaParaMetros,
  CABELOS,
  CALCADOS,
  CALCAS,
  CAMISAS,
  CUTIS,
  ESTADOS_CIVIS,
  erroCpf,
  erroDataNascimento,
  erroEmail,
  faixaImc,
  HABILITACOES,
  imc,
  LIMITES_CADASTRO as L,
  MENSAGENS_CADASTRO as M,
  NIVEIS_IDIOMA,
  NIVEIS_SOFTWARE,
  OLHOS,
  pisNitCompleto,
  SECOES_CURRICULO,
  SEXOS,
  type SecaoCurriculo,
  sugestaoEmail,
  urlSite,
} from '@backoffice/domain/candidato-cadastro';
import {
  CATALOGO_PAISES,
  CATALOGO_TIPOS_DEFICIENCIA,
  NIVEIS_FORMACAO,
  SITUACOES_FORMACAO,
} from '@backoffice/domain/catalogos';
import { CONTRATOS_CANDIDATO } from '@backoffice/domain/contratos/candidato';
import { CONTRATOS_CANDIDATO_CADASTRO as C } from '@backoffice/domain/contratos/candidato-cadastro';
import { CONTRATOS_CATALOGO } from '@backoffice/domain/contratos/catalogo';
import type { SalvarCurriculoCorpo, SalvarCurriculoResposta } from '@backoffice/domain/curriculo-cadastro';
import { MENSAGENS_ENDERECO } from '@backoffice/domain/endereco';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import {
  Alert,
  Anchor,
  Autocomplete,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  FileButton,
  FileInput,
  Grid,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { LoadingState } from '../../components/controls/list-states';
import { CepInput, CpfInput, PhoneInput } from '../../components/controls/masked-input';
import { CidadePicker, EstadoPicker } from '../../components/pickers/location-pickers';
import { ApiError, chamar, consultaDe, requisitar, urlDe } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { chaveCabecalhoCandidato, chaveCandidato } from '../../lib/query-client';
import { useTabs } from '../../lib/tabs';
import { BuscarCepModal } from './buscar-cep-modal';
import { CameraFotoModal } from './camera-foto-modal';
import classes from './curriculo-editor.module.css';
import {
  CAMPOS_NOVO,
  type Campos,
  type CargoPretendido,
  type Cartao,
  CURSO_VAZIO,
  type Curso,
  cartaoSalvo,
  EMPREGO_VAZIO,
  type Emprego,
  type Idioma,
  LISTAS_VAZIAS,
  type Listas,
  montarEnvio,
  novoCartao,
  PCD_VAZIO,
  type Pcd,
  secaoLiberada,
  validar,
} from './curriculo-form';
import { GrupoCandidatoModal } from './grupo-candidato-modal';
import { PareceresCandidato } from './pareceres-candidato';
import { SituacaoCandidato } from './situacao-candidato';

const opcoes = (l: readonly { id: string; nome: string }[]) => l.map((x) => ({ value: x.id, label: x.nome }));
/** The sections of a stored candidate only (spec 002 §2.2). */
const SECOES_EXTRAS = [
  { id: 'experiencia', nome: 'Experiência' },
  { id: 'laudo', nome: 'Laudo' },
  { id: 'parecer', nome: 'Parecer' },
] as const;
type SecaoExtra = (typeof SECOES_EXTRAS)[number]['id'];

const COR_IMC = { danger: 'red', success: 'green', warning: 'yellow' } as const;

export interface CurriculoEditorProps {
  /** The candidate to edit; none for a new registration. */
  cdPessoaCandidato?: number;
  /** After a new registration is stored, with its code. */
  onCadastrado?: (cdPessoa: number) => void;
}

/**
 * The resume editor (spec 002 §2.2): the left menu of sections, each disabled until the mandatory
 * data before it is valid (unless the record exists), and the floating save of the whole record.
 */
export function CurriculoEditor({ cdPessoaCandidato, onCadastrado }: CurriculoEditorProps) {
  const cd = cdPessoaCandidato ?? null;
  // kept here: a reload after a save rebuilds the form on the section the user was in
  const [secao, setSecao] = useState<SecaoCurriculo | SecaoExtra>('pessoal');
  // the form is rebuilt from the server only after its own save (a status action keeps unsaved edits)
  const [versao, setVersao] = useState(0);
  const base = useQuery({
    queryKey: ['curriculo', 'dados-base'],
    queryFn: consultaDe(C.dadosBase, {}, M.erroBuscarCatalogo('cargos, idiomas, softwares, competências')),
    staleTime: 10 * 60_000,
  });
  const carga = useQuery({
    queryKey: chaveCandidato(cd as number),
    enabled: cd !== null,
    queryFn: async ({ signal }) => {
      const p = { params: { id: cd as number } };
      const o = { fallback: M.erroBuscar, notificar: false, signal };
      const [dados, empregos, cursos, idiomas, softwares, competencias, cargos, pcds] = await Promise.all([
        chamar(CONTRATOS_CANDIDATO.dados, { params: { cd: cd as number } }, o),
        chamar(CONTRATOS_CANDIDATO.empregos, { ...p, query: { todos: 'S' } }, o),
        chamar(C.cursos, p, o),
        chamar(C.idiomas, p, o),
        chamar(C.softwares, p, o),
        chamar(C.competencias, p, o),
        chamar(CONTRATOS_CANDIDATO.cargos, p, o),
        chamar(C.dadosPcd, p, o),
      ]);
      return { dados, empregos, cursos, idiomas, softwares, competencias, cargos, pcds };
    },
  });

  if (cd !== null && carga.isPending) return <LoadingState />;
  if (cd !== null && carga.isError) {
    const nao = carga.error instanceof ApiError && carga.error.status === 404;
    return (
      <Alert color="red" m="md">
        {nao ? M.candidatoNaoEncontrado : M.erroBuscar}
      </Alert>
    );
  }
  const inicial = carga.data ? deCarga(carga.data) : { campos: CAMPOS_NOVO, listas: LISTAS_VAZIAS };
  const d = carga.data?.dados;
  return (
    <>
      {cd !== null && d && (
        <Box px="md" pt="md">
          <SituacaoCandidato
            cd={cd}
            bloqueado={d.ID_BLOQUEADO === 'S'}
            dtInativo={d.DT_INATIVO}
            esocial={d.ID_SITUACAO_ESOCIAL}
            usoImagem={d.ID_USO_IMAGEM}
            nota={d.NR_NOTA_CANDIDATO}
          />
        </Box>
      )}
      <Formulario
        key={versao}
        cd={cd}
        inicial={inicial}
        catalogos={base.data}
        onCadastrado={onCadastrado}
        onRecarregado={() => setVersao((v) => v + 1)}
        secao={secao}
        setSecao={setSecao}
      />
    </>
  );
}

type Carga = {
  dados: Record<string, unknown>;
  empregos: {
    NR_SEQUENCIA: number;
    NM_PESSOA_EMPRESA: string;
    NM_CARGO: string;
    DT_INICIO: string;
    DT_FIM: string | null;
    VL_ULTIMO_SALARIO: number | null;
    DS_MOTIVO_SAIDA: string | null;
    DS_EXPERIENCIA_PROFISSIONAL: string | null;
  }[];
  cursos: {
    NR_SEQUENCIA: number;
    CD_NIVEL: number;
    ID_SITUACAO: string;
    DT_CONCLUSAO_CURSO: string | null;
    NR_CARGA_HORARIA: number | null;
    DS_SERIE: string | null;
    NM_PESSOA_ESTAB_ENSINO: string | null;
    NM_CURSO: string | null;
    DS_OBSERVACOES: string | null;
  }[];
  idiomas: {
    CD_IDIOMA: number;
    NM_IDIOMA: string;
    ID_LEITURA: number;
    ID_ESCRITA: number;
    ID_FALA: number;
  }[];
  softwares: { CD_CONHECIMENTO: number; NM_CONHECIMENTO: string; ID_CONHECIMENTO: number }[];
  competencias: {
    CD_COMPETENCIA: number;
    NM_COMPETENCIA: string;
    NR_NOTA: number;
    ID_MOSTRA_CURRICULO: 'S' | 'N';
  }[];
  cargos: { CD_CARGO: number; NM_CARGO: string; NR_EXPERIENCIA: number }[];
  pcds: {
    ID_CID_CANDIDATO: number;
    CD_TIPO_DEFICIENCIA: number;
    CD_CID: string | null;
    DS_OBSERVACAO: string | null;
    DT_VALIDADE: string | null;
    ID_STATUS: string;
    DS_CAMINHO_LAUDO: string | null;
  }[];
};

const t = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const moeda = (v: number | null | undefined) =>
  v === null || v === undefined
    ? ''
    : v.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** The stored record as the form's texts and cards. */
function deCarga(c: Carga): { campos: Campos; listas: Listas } {
  const d = c.dados;
  const campos: Campos = {
    nm_pessoa: t(d.NM_PESSOA),
    nm_apelido: t(d.NM_APELIDO),
    nr_documento_cpf: t(d.NR_DOCUMENTO_CPF),
    ds_email: t(d.DS_EMAIL),
    dt_nascimento: t(d.DT_NASCIMENTO),
    id_estado_civil: t(d.ID_ESTADO_CIVIL),
    id_sexo: t(d.ID_SEXO),
    cd_pais: t(d.CD_PAIS ?? 1),
    cd_uf: t(d.CD_UF_ORIGEM),
    nm_cidade_origem: t(d.NM_CIDADE_ORIGEM),
    nr_ano_chegada_brasil: t(d.NR_ANO_CHEGADA_BRASIL),
    id_primeiro_emprego: t(d.ID_PRIMEIRO_EMPREGO),
    id_possue_deficiencia: t(d.ID_POSSUE_DEFICIENCIA),
    nr_altura: d.NR_ALTURA ? String(d.NR_ALTURA).replace('.', ',') : '',
    nr_peso: t(d.NR_PESO),
    id_fumante: t(d.ID_FUMANTE),
    id_cutis: t(d.ID_CUTIS),
    id_cabelo: t(d.ID_CABELO),
    id_olho: t(d.ID_OLHO),
    nr_calcado: t(d.NR_CALCADO),
    id_tamanho_calca: t(d.ID_TAMANHO_CALCA),
    id_tamanho_camisa: t(d.ID_TAMANHO_CAMISA),
    id_experiencia: t(d.ID_EXPERIENCIA),
    id_abordagem: t(d.ID_ABORDAGEM),
    id_demonstracao: t(d.ID_DEMONSTRACAO),
    id_reposicao: t(d.ID_REPOSICAO),
    ds_inf_experiencia: t(d.DS_INF_EXPERIENCIA),
    nm_pessoa_mae: t(d.NM_PESSOA_MAE),
    nm_pessoa_pai: t(d.NM_PESSOA_PAI),
    possui_filhos: t(d.POSSUI_FILHOS),
    nr_filho: t(d.NR_FILHO),
    possui_veiculo: t(d.POSSUI_VEICULO),
    cd_habilitacao_cat: t(d.CD_HABILITACAO_CAT),
    ds_www: t(d.DS_WWW),
    check_responsabilidades_sociais: t(d.CHECK_RESPONSABILIDADES_SOCIAIS),
    ds_responsabilidades_sociais: t(d.DS_RESPONSABILIDADES_SOCIAIS),
    check_hobbies: t(d.CHECK_HOBBIES),
    ds_hobbies: t(d.DS_HOBBIES),
    pretensao_salarial: moeda(d.PRETENSAO_SALARIAL as number | null),
    ds_experiencia_profissional: t(d.DS_EXPERIENCIA_PROFISSIONAL),
    ds_laudo: t(d.DS_LAUDO),
    cd_cep: t(d.CD_CEP),
    nm_cep: t(d.NM_CEP),
    nr_endereco: t(d.NR_ENDERECO),
    ds_complemento: t(d.DS_COMPLEMENTO),
    ds_referencia: t(d.DS_REFERENCIA),
    nm_bairro: t(d.NM_BAIRRO),
    nm_cidade_reside: t(d.NM_CIDADE),
    cd_uf_reside: t(d.CD_UF),
    cd_pais_reside: t(d.CD_PAIS_RESIDE ?? 1),
    nr_telefone_cel: t(d.NR_TELEFONE_CEL),
    nr_telefone_rec: t(d.NR_TELEFONE_REC),
    nr_telefone_res: t(d.NR_TELEFONE_RES),
    ds_observacao_cel: t(d.DS_OBSERVACAO_CEL),
    ds_observacao_rec: t(d.DS_OBSERVACAO_REC),
    ds_observacao_res: t(d.DS_OBSERVACAO_RES),
    id_possui_whatsapp_cel: t(d.ID_POSSUI_WHATSAPP_CEL),
    id_possui_whatsapp_rec: t(d.ID_POSSUI_WHATSAPP_REC),
    nr_documento_pis: t(d.NR_DOCUMENTO_PIS),
    nr_documento_nit: t(d.NR_DOCUMENTO_NIT),
    nr_documento_ctps: t(d.NR_DOCUMENTO_CTPS),
    nr_serie_ctps: t(d.NR_SERIE_CTPS),
    dt_emissao_ctps: t(d.DT_EMISSAO_CTPS),
    cd_estado_emite_ctps: t(d.CD_ESTADO_EMITE_CTPS),
    nm_cidade_emite_ctps: t(d.NM_CIDADE_EMITE_CTPS),
    nr_documento_rg: t(d.NR_DOCUMENTO_RG),
    orgao_emissor_rg: t(d.ORGAO_EMISSOR_RG),
    dt_emissao_rg: t(d.DT_EMISSAO_RG),
    cd_estado_emite_rg: t(d.CD_ESTADO_EMITE_RG),
    nm_cidade_emite_rg: t(d.NM_CIDADE_EMITE_RG),
    id_turno_normal: t(d.ID_TURNO_NORMAL),
    id_turno_matutino: t(d.ID_TURNO_MATUTINO),
    id_turno_vespertino: t(d.ID_TURNO_VESPERTINO),
    id_turno_noturno: t(d.ID_TURNO_NOTURNO),
    id_revezamento: t(d.ID_REVEZAMENTO),
    ds_lembrete_senha_web: t(d.DS_LEMBRETE_SENHA_WEB),
    // not sent in the save: the photo has its own calls
    ds_foto_candidato: t(d.DS_FOTO_CANDIDATO),
  };
  return {
    campos,
    listas: {
      empregos: c.empregos.map((e) =>
        cartaoSalvo<Emprego>(`e${e.NR_SEQUENCIA}`, {
          nr_sequencia: e.NR_SEQUENCIA,
          nm_pessoa_empresa: e.NM_PESSOA_EMPRESA,
          nm_cargo: e.NM_CARGO,
          vl_ultimo_salario: moeda(e.VL_ULTIMO_SALARIO),
          dt_inicio: e.DT_INICIO,
          dt_fim: t(e.DT_FIM),
          ds_motivo_saida: t(e.DS_MOTIVO_SAIDA),
          ds_experiencia_profissional: t(e.DS_EXPERIENCIA_PROFISSIONAL),
        }),
      ),
      cursos: c.cursos.map((f) =>
        cartaoSalvo<Curso>(`c${f.NR_SEQUENCIA}`, {
          nr_sequencia: f.NR_SEQUENCIA,
          cd_nivel: String(f.CD_NIVEL),
          id_situacao: f.ID_SITUACAO,
          dt_conclusao_curso: t(f.DT_CONCLUSAO_CURSO),
          nr_carga_horaria: t(f.NR_CARGA_HORARIA),
          ds_serie: t(f.DS_SERIE),
          nm_pessoa_estab_ensino: t(f.NM_PESSOA_ESTAB_ENSINO),
          nm_curso: t(f.NM_CURSO),
          ds_observacoes: t(f.DS_OBSERVACOES),
        }),
      ),
      idiomas: c.idiomas.map((i) =>
        cartaoSalvo(`i${i.CD_IDIOMA}`, {
          cd_idioma: i.CD_IDIOMA,
          nome: i.NM_IDIOMA,
          id_leitura: i.ID_LEITURA,
          id_escrita: i.ID_ESCRITA,
          id_fala: i.ID_FALA,
        }),
      ),
      softwares: c.softwares.map((s) =>
        cartaoSalvo(`s${s.CD_CONHECIMENTO}`, {
          cd_conhecimento: s.CD_CONHECIMENTO,
          nome: s.NM_CONHECIMENTO,
          id_conhecimento: s.ID_CONHECIMENTO,
        }),
      ),
      competencias: c.competencias.map((s) =>
        cartaoSalvo(`k${s.CD_COMPETENCIA}`, {
          cd_competencia: s.CD_COMPETENCIA,
          nome: s.NM_COMPETENCIA,
          nr_nota: s.NR_NOTA,
          id_mostra_curriculo: s.ID_MOSTRA_CURRICULO,
        }),
      ),
      cargos: c.cargos.map((k) => ({
        CD_CARGO: k.CD_CARGO,
        NM_CARGO: k.NM_CARGO,
        NR_EXPERIENCIA: k.NR_EXPERIENCIA,
      })),
      pcds: c.pcds.map((d) =>
        cartaoSalvo<Pcd>(`d${d.ID_CID_CANDIDATO}`, {
          id_cid_candidato: d.ID_CID_CANDIDATO,
          cd_tipo_deficiencia: String(d.CD_TIPO_DEFICIENCIA),
          cd_cid: t(d.CD_CID),
          ds_observacao: t(d.DS_OBSERVACAO),
          dt_validade: t(d.DT_VALIDADE),
          id_status: d.ID_STATUS,
          ds_caminho_laudo: d.DS_CAMINHO_LAUDO,
        }),
      ),
    },
  };
}

interface Catalogos {
  idiomas: { CD_IDIOMA: number; NM_IDIOMA: string }[];
  softwares: { CD_CONHECIMENTO: number; NM_CONHECIMENTO: string }[];
  competencias: { CD_COMPETENCIA: number; NM_COMPETENCIA: string }[];
  cargos: { CD_CARGO: number; NM_CARGO: string }[];
}

type Exclusao =
  | { tipo: 'emprego' | 'curso' | 'laudo'; id: number; chave: string }
  | { tipo: 'idioma' | 'software' | 'competencia'; id: number; chave: string };

function Formulario({
  cd,
  inicial,
  catalogos,
  onCadastrado,
  onRecarregado,
  secao,
  setSecao,
}: {
  cd: number | null;
  inicial: { campos: Campos; listas: Listas };
  catalogos: Catalogos | undefined;
  onCadastrado?: (cd: number) => void;
  onRecarregado: () => void;
  secao: SecaoCurriculo | SecaoExtra;
  setSecao: (s: SecaoCurriculo | SecaoExtra) => void;
}) {
  const qc = useQueryClient();
  const tabs = useTabs();
  const [campos, setCampos] = useState<Campos>(inicial.campos);
  const [listas, setListas] = useState<Listas>(inicial.listas);
  const [tocados, setTocados] = useState<ReadonlySet<string>>(new Set());
  const [avisos, setAvisos] = useState<Record<string, string | null>>({});
  const [tentouSalvar, setTentouSalvar] = useState(false);
  const [salvando, setSalvando] = useState(false);
  const [homonimo, setHomonimo] = useState<{ cd: number; mensagem: string } | null>(null);
  const [exclusao, setExclusao] = useState<Exclusao | null>(null);
  const [bairros, setBairros] = useState<string[]>([]);
  const [buscaCep, setBuscaCep] = useState(false);
  const [camera, setCamera] = useState(false);
  const [grupoAberto, setGrupoAberto] = useState(false);
  const orgaos = useQuery({
    queryKey: ['curriculo', 'orgaos-emissores'],
    queryFn: consultaDe(C.orgaoEmissor, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const existe = cd !== null;

  const [arquivosLaudo, setArquivosLaudo] = useState<Record<string, File>>({});
  const partesLaudo = useMemo(
    () => Object.fromEntries(Object.keys(arquivosLaudo).map((chave, i) => [chave, `arquivo_laudo_${i}`])),
    [arquivosLaudo],
  );
  const envio = useMemo(
    () => montarEnvio(cd, campos, listas, partesLaudo),
    [cd, campos, listas, partesLaudo],
  );
  const validacao = useMemo(() => validar(envio), [envio]);

  const v = (k: string) => campos[k] ?? '';
  const set = (k: string, valor: string) => setCampos((c) => ({ ...c, [k]: valor }));
  const tocar = (k: string) => setTocados((s) => (s.has(k) ? s : new Set([...s, k])));
  /** The message under a field: the server's rule, once the field was left or a save was tried. */
  const erro = (k: string) => avisos[k] ?? (tentouSalvar || tocados.has(k) ? validacao.erros[k] : undefined);
  const flag = (k: string) => v(k) === 'S';
  const setFlag = (k: string, b: boolean) => set(k, b ? 'S' : 'N');
  const texto = (k: string, label: string) => ({
    label,
    value: v(k),
    onChange: (e: { currentTarget: { value: string } }) => set(k, e.currentTarget.value),
    onBlur: () => tocar(k),
    error: erro(k),
  });
  const selecao = (k: string, label: string, data: { value: string; label: string }[]) => ({
    label,
    data,
    value: v(k) || null,
    onChange: (x: string | null) => {
      set(k, x ?? '');
      tocar(k);
    },
    error: erro(k),
    clearable: true,
  });
  /**
   * A state and its city: the state among the country's 27 (estados/estados-por-pais/1), the city
   * among the chosen state's (cidades/cidades-por-estado/{uf}/1); another state clears the city.
   */
  const lugar = (
    kUf: string,
    kCidade: string,
    rotuloUf: string,
    rotuloCidade: string,
    obrigatorio = false,
  ) => (
    <>
      <EstadoPicker
        label={rotuloUf}
        value={v(kUf) || null}
        onChange={(uf) => {
          setCampos((c) => ({
            ...c,
            [kUf]: uf ?? '',
            [kCidade]: uf && uf === c[kUf] ? (c[kCidade] ?? '') : '',
          }));
          tocar(kUf);
        }}
        error={erro(kUf)}
        required={obrigatorio}
        clearable
      />
      <CidadePicker
        label={rotuloCidade}
        cdUf={v(kUf) || null}
        value={v(kCidade) || null}
        onChange={(cidade) => {
          set(kCidade, cidade ?? '');
          tocar(kCidade);
        }}
        error={erro(kCidade)}
        required={obrigatorio}
        clearable
      />
    </>
  );

  async function conferirCpf(digitos: string) {
    const local = erroCpf(digitos);
    if (local) {
      setAvisos((a) => ({ ...a, nr_documento_cpf: local }));
      return;
    }
    try {
      const r = await chamar(
        C.validaCpf,
        { params: { numero: digitos, pessoa: cd ?? 0 } },
        { notificar: false },
      );
      setAvisos((a) => ({ ...a, nr_documento_cpf: r.message }));
    } catch {
      setAvisos((a) => ({ ...a, nr_documento_cpf: M.erroValidarDocumento }));
    }
  }

  async function buscarCep(cep: string) {
    try {
      const r = await chamar(CONTRATOS_CATALOGO.buscarCep, { params: { cep } }, { notificar: false });
      setCampos((c) => ({
        ...c,
        nm_cep: r.dados_cep.ENDERECO ?? c.nm_cep,
        nm_bairro: r.bairro_viacep ?? c.nm_bairro,
        nm_cidade_reside: r.dados_cep.NM_CIDADE,
        cd_uf_reside: r.dados_cep.CD_UF,
        cd_pais_reside: String(r.dados_cep.CD_PAIS),
      }));
      setBairros(r.bairros.map((b) => b.NM_BAIRRO));
      setAvisos((a) => ({ ...a, cd_cep: null }));
    } catch (e) {
      const naoExiste = e instanceof ApiError && e.status === 404;
      setAvisos((a) => ({
        ...a,
        cd_cep: naoExiste ? MENSAGENS_ENDERECO.cepNaoEncontrado : MENSAGENS_ENDERECO.erroCep,
      }));
    }
  }

  async function conferirPis(k: 'nr_documento_pis' | 'nr_documento_nit') {
    const valor = v(k);
    if (!valor) return setAvisos((a) => ({ ...a, [k]: null }));
    if (!pisNitCompleto(valor)) return setAvisos((a) => ({ ...a, [k]: M.documentoInvalido }));
    try {
      const params = { numero: valor.replace(/\D/g, ''), pessoa: cd ?? 0 };
      const r =
        k === 'nr_documento_pis'
          ? await chamar(C.validaPis, { params }, { notificar: false })
          : await chamar(C.validaNit, { params }, { notificar: false });
      setAvisos((a) => ({ ...a, [k]: r.message }));
    } catch {
      setAvisos((a) => ({ ...a, [k]: M.erroValidarDocumento }));
    }
  }

  async function salvar(confirmaHomonimo = false) {
    setTentouSalvar(true);
    const primeira = SECOES_CURRICULO.find((x) => validacao.secoesComErro.has(x.id));
    if (primeira) {
      setSecao(primeira.id);
      notify.erro(Object.values(validacao.erros)[0] ?? M.obrigatorio);
      return;
    }
    const form = new FormData();
    for (const [k, valor] of Object.entries({ ...envio, id_confirma_homonimo: confirmaHomonimo ? 'S' : 'N' }))
      form.append(k, valor);
    for (const [chave, arquivo] of Object.entries(arquivosLaudo))
      form.append(partesLaudo[chave], arquivo, arquivo.name);
    setSalvando(true);
    try {
      // multipart: the contract's object as form fields (the server reads both)
      const r: SalvarCurriculoResposta = await chamar(
        C.salvarCurriculo,
        { corpo: form as unknown as SalvarCurriculoCorpo },
        { fallback: existe ? M.erroAtualizar : M.erroCadastrar },
      );
      if (r.status === 1) {
        notify.sucesso(r.message);
        setHomonimo(null);
        if (!existe && r.cd_pessoa) onCadastrado?.(r.cd_pessoa);
        else {
          await qc.invalidateQueries({ queryKey: chaveCandidato(cd as number) });
          onRecarregado();
        }
      } else if (r.status === 2) {
        if (!existe && r.cd_pessoa) setHomonimo({ cd: r.cd_pessoa, mensagem: r.message });
        else notify.aviso(r.message);
      } else if (r.status === 0) {
        notify.erro(r.message);
      } else {
        notify.erro(M.inesperado);
      }
    } catch {
      // the client has shown the server's message
    } finally {
      setSalvando(false);
    }
  }

  async function excluir(x: Exclusao) {
    try {
      if (x.tipo === 'laudo')
        await chamar(
          C.excluiLaudoPcd,
          { corpo: { id_cid_candidato: x.id } },
          { fallback: M.naoExcluido('laudo') },
        );
      else if (x.tipo === 'emprego')
        await chamar(C.excluiEmprego, { params: { id: x.id } }, { fallback: M.naoExcluido('emprego') });
      else if (x.tipo === 'curso')
        await chamar(C.excluiCurso, { params: { id: x.id } }, { fallback: M.naoExcluido('curso') });
      else {
        const params = { candidate: cd as number, id: x.id };
        const fallback = M.naoExcluido(x.tipo);
        if (x.tipo === 'idioma') await chamar(C.excluiIdioma, { params }, { fallback });
        else if (x.tipo === 'software') await chamar(C.excluiSoftware, { params }, { fallback });
        else await chamar(C.excluiCompetencia, { params }, { fallback });
      }
      const lista = (
        {
          laudo: 'pcds',
          emprego: 'empregos',
          curso: 'cursos',
          idioma: 'idiomas',
          software: 'softwares',
          competencia: 'competencias',
        } as const
      )[x.tipo];
      setListas((l) => ({
        ...l,
        [lista]: (l[lista] as Cartao<unknown>[]).filter((c) => c.chave !== x.chave),
      }));
      notify.sucesso(M.excluido);
    } catch {
      // shown by the client
    } finally {
      setExclusao(null);
    }
  }

  /** Sends the photo (a file chosen or the camera's picture); true when it was stored. */
  async function enviarFoto(f: File): Promise<boolean> {
    if (!['image/png', 'image/jpeg'].includes(f.type)) {
      notify.erro(M.fotoTipo);
      return false;
    }
    if (f.size > L.fotoMaxBytes) {
      notify.erro(M.fotoTamanho);
      return false;
    }
    const form = new FormData();
    form.append('ds_foto_candidato', f, f.name);
    try {
      const r = await requisitar<{ message: string; DS_FOTO_CANDIDATO: string | null }>(
        urlDe(C.atualizarFoto, { params: { id: cd as number } }),
        { metodo: 'POST', corpo: form, fallback: M.fotoErro },
      );
      set('ds_foto_candidato', r.DS_FOTO_CANDIDATO ?? '');
      // the page's header shows the photo too
      void qc.invalidateQueries({ queryKey: chaveCabecalhoCandidato(cd as number) });
      notify.sucesso(r.message);
      return true;
    } catch {
      // shown by the client
      return false;
    }
  }

  async function apagarFoto() {
    try {
      await chamar(C.removerFoto, { params: { id: cd as number } }, { fallback: M.fotoRemoverErro });
      set('ds_foto_candidato', '');
      void qc.invalidateQueries({ queryKey: chaveCabecalhoCandidato(cd as number) });
    } catch {
      // shown by the client
    }
  }

  async function alterarLaudo(chave: string, id: number, reativar: boolean) {
    try {
      const corpo = { id_cid_candidato: id };
      const r = reativar
        ? await chamar(C.reativaLaudoPcd, { corpo })
        : await chamar(C.inativaLaudoPcd, { corpo });
      notify.sucesso(r.message);
      setListas((l) => ({
        ...l,
        pcds: l.pcds.map((c) =>
          c.chave === chave ? { ...c, dados: { ...c.dados, id_status: reativar ? 'A' : 'I' } } : c,
        ),
      }));
    } catch {
      // shown by the client
    }
  }

  function alterarCartao<K extends 'empregos' | 'cursos' | 'idiomas' | 'softwares' | 'competencias' | 'pcds'>(
    lista: K,
    chave: string,
    mudanca: Partial<Listas[K][number]['dados']>,
  ) {
    setListas((l) => ({
      ...l,
      [lista]: (l[lista] as Cartao<object>[]).map((c) =>
        c.chave === chave ? { ...c, alterado: true, dados: { ...c.dados, ...mudanca } } : c,
      ),
    }));
  }
  function removerNovo(lista: keyof Omit<Listas, 'cargos'>, chave: string) {
    setListas((l) => ({ ...l, [lista]: (l[lista] as Cartao<unknown>[]).filter((c) => c.chave !== chave) }));
  }
  const botaoExcluir = (c: Cartao<unknown>, lista: keyof Omit<Listas, 'cargos'>, x: () => Exclusao) => (
    <Button
      variant="subtle"
      color="red"
      size="xs"
      onClick={() => (c.salvo ? setExclusao(x()) : removerNovo(lista, c.chave))}
    >
      Remover
    </Button>
  );

  const hoje = dataNegocio();
  const altura = alturaParaMetros(v('nr_altura'));
  const valorImc = imc(altura, Number(v('nr_peso')) || null);
  const brasileiro = v('cd_pais') === '1';
  const sugestao = sugestaoEmail(v('ds_email'));
  const idiomasLivres = (catalogos?.idiomas ?? []).filter(
    (i) => !listas.idiomas.some((c) => c.dados.cd_idioma === i.CD_IDIOMA),
  );
  const softwaresLivres = (catalogos?.softwares ?? []).filter(
    (i) => !listas.softwares.some((c) => c.dados.cd_conhecimento === i.CD_CONHECIMENTO),
  );
  const competenciasLivres = (catalogos?.competencias ?? []).filter(
    (i) => !listas.competencias.some((c) => c.dados.cd_competencia === i.CD_COMPETENCIA),
  );
  const cargosLivres = (catalogos?.cargos ?? []).filter(
    (k) => !listas.cargos.some((c) => c.CD_CARGO === k.CD_CARGO),
  );
  const erroLista = (k: string) => (tentouSalvar ? validacao.erros[k] : undefined);

  const blocoPcd = flag('id_possue_deficiencia') ? (
    <Stack gap="xs">
      {erroLista('addPcd') && <Alert color="yellow">{erroLista('addPcd')}</Alert>}
      {listas.pcds.map((c, i) => (
        <Card key={c.chave} withBorder>
          <Group justify="space-between" mb="xs">
            <Title order={4}>
              Laudo PCD {i + 1}
              {c.dados.id_status === 'I' ? ' (inativo)' : ''}
            </Title>
            {c.salvo ? (
              <Group gap="xs">
                {c.dados.ds_caminho_laudo && (
                  <Anchor
                    size="sm"
                    href={urlDe(C.arquivoLaudo, { params: { id: c.dados.id_cid_candidato as number } })}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Ver laudo
                  </Anchor>
                )}
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() =>
                    void alterarLaudo(c.chave, c.dados.id_cid_candidato as number, c.dados.id_status === 'I')
                  }
                >
                  {c.dados.id_status === 'I' ? 'Reativar' : 'Inativar'}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() =>
                    setExclusao({
                      tipo: 'laudo',
                      id: c.dados.id_cid_candidato as number,
                      chave: c.chave,
                    })
                  }
                >
                  Excluir
                </Button>
              </Group>
            ) : (
              <Button variant="subtle" color="red" size="xs" onClick={() => removerNovo('pcds', c.chave)}>
                Remover
              </Button>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, md: 4 }}>
            <Select
              label="Tipo de deficiência"
              required
              data={CATALOGO_TIPOS_DEFICIENCIA.map((d) => ({ value: String(d.cd), label: d.nome }))}
              value={c.dados.cd_tipo_deficiencia || null}
              onChange={(x) => alterarCartao('pcds', c.chave, { cd_tipo_deficiencia: x ?? '' })}
            />
            <TextInput
              label="CID"
              maxLength={50}
              value={c.dados.cd_cid}
              onChange={(e) => alterarCartao('pcds', c.chave, { cd_cid: e.currentTarget.value })}
            />
            <TextInput
              label="Data do laudo"
              type="date"
              max={hoje}
              value={c.dados.dt_validade}
              onChange={(e) => alterarCartao('pcds', c.chave, { dt_validade: e.currentTarget.value })}
              error={c.dados.dt_validade > hoje ? M.dataLaudoFutura : undefined}
            />
            <FileInput
              label={c.dados.ds_caminho_laudo ? 'Substituir arquivo do laudo' : 'Arquivo do laudo'}
              accept=".doc,.docx,.pdf,.jpg,.jpeg,.png"
              value={arquivosLaudo[c.chave] ?? null}
              clearable
              onChange={(f) => {
                if (f && f.size > L.laudoMaxBytes) return void notify.erro(M.laudoTamanho);
                if (f && !/\.(docx?|pdf|jpe?g|png)$/i.test(f.name)) return void notify.erro(M.laudoTipo);
                setArquivosLaudo(({ [c.chave]: _antigo, ...outros }) =>
                  f ? { ...outros, [c.chave]: f } : outros,
                );
              }}
            />
            <TextInput
              label="Observação do laudo"
              maxLength={150}
              value={c.dados.ds_observacao}
              onChange={(e) => alterarCartao('pcds', c.chave, { ds_observacao: e.currentTarget.value })}
            />
          </SimpleGrid>
        </Card>
      ))}
      <Button
        variant="light"
        w="fit-content"
        onClick={() => setListas((l) => ({ ...l, pcds: [...l.pcds, novoCartao({ ...PCD_VAZIO })] }))}
      >
        Adicionar laudo PCD
      </Button>
    </Stack>
  ) : null;
  const blocoExperiencia = (
    <Stack>
      <Group>
        <Switch
          label="Experiência em eventos"
          checked={flag('id_experiencia')}
          onChange={(e) => {
            const b = e.currentTarget.checked;
            setCampos((c) => ({
              ...c,
              id_experiencia: b ? 'S' : 'N',
              ...(b ? {} : { id_abordagem: 'N', id_demonstracao: 'N', id_reposicao: 'N' }),
            }));
          }}
        />
        {(['id_abordagem', 'id_demonstracao', 'id_reposicao'] as const).map((k) => (
          <Checkbox
            key={k}
            label={
              { id_abordagem: 'Abordagem', id_demonstracao: 'Demonstração', id_reposicao: 'Reposição' }[k]
            }
            disabled={!flag('id_experiencia')}
            checked={flag(k)}
            onChange={(e) => setFlag(k, e.currentTarget.checked)}
          />
        ))}
      </Group>
      <TextInput {...texto('ds_inf_experiencia', 'Informações adicionais de experiência')} maxLength={200} />
      <Switch
        label="Responsabilidades sociais"
        checked={flag('check_responsabilidades_sociais')}
        onChange={(e) => setFlag('check_responsabilidades_sociais', e.currentTarget.checked)}
      />
      {flag('check_responsabilidades_sociais') && (
        <Textarea
          {...texto('ds_responsabilidades_sociais', 'Atividades sociais')}
          maxLength={2000}
          autosize
          minRows={2}
        />
      )}
      <Switch
        label="Hobbies"
        checked={flag('check_hobbies')}
        onChange={(e) => setFlag('check_hobbies', e.currentTarget.checked)}
      />
      {flag('check_hobbies') && (
        <Textarea {...texto('ds_hobbies', 'Hobbies')} maxLength={2000} autosize minRows={2} />
      )}
      <Textarea
        {...texto('ds_experiencia_profissional', 'Resumo da experiência profissional')}
        maxLength={4000}
        autosize
        minRows={3}
      />
    </Stack>
  );

  const paineis: Record<SecaoCurriculo, ReactNode> = {
    pessoal: (
      <Stack>
        {existe && (
          <Group>
            <Avatar
              src={
                v('ds_foto_candidato')
                  ? `${urlDe(C.foto, { params: { id: cd as number } })}?v=${v('ds_foto_candidato')}`
                  : null
              }
              size={96}
              radius="md"
              alt="Foto do candidato"
            />
            <FileButton accept="image/png,image/jpeg" onChange={(f) => f && void enviarFoto(f)}>
              {(props) => (
                <Button variant="light" size="xs" {...props}>
                  Alterar foto
                </Button>
              )}
            </FileButton>
            <Button variant="light" size="xs" onClick={() => setCamera(true)}>
              Tirar foto
            </Button>
            {camera && (
              <CameraFotoModal
                onClose={() => setCamera(false)}
                onFoto={async (f) => {
                  if (!(await enviarFoto(f))) throw new Error(M.fotoErro);
                }}
              />
            )}
            {v('ds_foto_candidato') && (
              <Button variant="subtle" color="red" size="xs" onClick={() => void apagarFoto()}>
                Remover foto
              </Button>
            )}
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <TextInput {...texto('nm_pessoa', 'Nome')} required maxLength={200} />
          <TextInput {...texto('nm_apelido', 'Apelido')} maxLength={120} />
          <CpfInput
            label="CPF"
            required
            value={v('nr_documento_cpf')}
            onChange={(d, mascarado) => {
              set('nr_documento_cpf', d);
              if (mascarado.length === 14) void conferirCpf(d);
              else setAvisos((a) => ({ ...a, nr_documento_cpf: null }));
            }}
            onBlur={() => tocar('nr_documento_cpf')}
            error={erro('nr_documento_cpf')}
          />
          <TextInput
            {...texto('ds_email', 'E-mail')}
            type="email"
            required
            maxLength={200}
            onBlur={() => {
              tocar('ds_email');
              setAvisos((a) => ({ ...a, ds_email: erroEmail(v('ds_email')) }));
            }}
            description={
              sugestao ? (
                <Anchor component="button" type="button" size="xs" onClick={() => set('ds_email', sugestao)}>
                  {M.sugestaoEmail(sugestao)}
                </Anchor>
              ) : undefined
            }
          />
          <TextInput
            {...texto('dt_nascimento', 'Data de nascimento')}
            type="date"
            required
            max={hoje}
            onBlur={() => {
              tocar('dt_nascimento');
              setAvisos((a) => ({
                ...a,
                dt_nascimento: v('dt_nascimento') ? erroDataNascimento(v('dt_nascimento'), hoje) : null,
              }));
            }}
          />
          <Select {...selecao('id_estado_civil', 'Estado civil', opcoes(ESTADOS_CIVIS))} required />
          <Select {...selecao('id_sexo', 'Sexo', opcoes(SEXOS))} required />
          <Select
            {...selecao(
              'cd_pais',
              'Nacionalidade',
              CATALOGO_PAISES.map((p) => ({ value: String(p.cd), label: p.nacionalidade })),
            )}
            required
            clearable={false}
          />
          {brasileiro ? (
            lugar('cd_uf', 'nm_cidade_origem', 'UF de nascimento', 'Cidade de nascimento', true)
          ) : (
            <TextInput
              {...texto('nr_ano_chegada_brasil', 'Ano de chegada ao Brasil')}
              required
              maxLength={4}
              inputMode="numeric"
            />
          )}
          <TextInput {...texto('nm_pessoa_mae', 'Nome da mãe')} maxLength={200} />
          <TextInput {...texto('nm_pessoa_pai', 'Nome do pai')} maxLength={200} />
        </SimpleGrid>
        <Group>
          <Switch
            label="Possui filhos"
            checked={flag('possui_filhos')}
            onChange={(e) => {
              const b = e.currentTarget.checked;
              setCampos((c) => ({
                ...c,
                possui_filhos: b ? 'S' : 'N',
                nr_filho: b ? (c.nr_filho && c.nr_filho !== '0' ? c.nr_filho : '1') : '0',
              }));
            }}
          />
          <NumberInput
            label="Quantidade de filhos"
            min={flag('possui_filhos') ? 1 : 0}
            max={30}
            w={180}
            disabled={!flag('possui_filhos')}
            value={v('nr_filho') === '' ? '' : Number(v('nr_filho'))}
            onChange={(x) => set('nr_filho', x === '' ? '' : String(x))}
            error={erro('nr_filho')}
          />
          <Switch
            label="Primeiro emprego"
            checked={flag('id_primeiro_emprego')}
            onChange={(e) => setFlag('id_primeiro_emprego', e.currentTarget.checked)}
          />
          <Switch
            label="Fumante"
            checked={flag('id_fumante')}
            onChange={(e) => setFlag('id_fumante', e.currentTarget.checked)}
          />
          <Switch
            label="Possui veículo"
            checked={flag('possui_veiculo')}
            onChange={(e) => setFlag('possui_veiculo', e.currentTarget.checked)}
          />
          <Switch
            label="Pessoa com deficiência (PCD)"
            checked={flag('id_possue_deficiencia')}
            onChange={(e) => setFlag('id_possue_deficiencia', e.currentTarget.checked)}
          />
        </Group>
        {!existe && blocoPcd}
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <TextInput
            {...texto('nr_altura', 'Altura (m)')}
            placeholder="1,75"
            maxLength={4}
            inputMode="decimal"
          />
          <TextInput {...texto('nr_peso', 'Peso (kg)')} maxLength={3} inputMode="numeric" />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              IMC
            </Text>
            {valorImc ? (
              <Badge color={COR_IMC[faixaImc(valorImc)]} size="lg" variant="light">
                {valorImc.toFixed(1).replace('.', ',')}
              </Badge>
            ) : (
              <Text size="sm" c="dimmed">
                Informe altura e peso
              </Text>
            )}
          </Stack>
          <Select
            {...selecao(
              'cd_habilitacao_cat',
              'Habilitação',
              HABILITACOES.map((h) => ({ value: h, label: h })),
            )}
          />
          <Select {...selecao('id_cutis', 'Cútis', opcoes(CUTIS))} />
          <Select {...selecao('id_cabelo', 'Cabelo', opcoes(CABELOS))} />
          <Select {...selecao('id_olho', 'Olhos', opcoes(OLHOS))} />
          <Select
            {...selecao(
              'nr_calcado',
              'Calçado',
              CALCADOS.map((n) => ({ value: String(n), label: String(n) })),
            )}
          />
          <Select
            {...selecao(
              'id_tamanho_calca',
              'Calça',
              CALCAS.map((n) => ({ value: n, label: n })),
            )}
          />
          <Select
            {...selecao(
              'id_tamanho_camisa',
              'Camisa',
              CAMISAS.map((n) => ({ value: n, label: n })),
            )}
          />
        </SimpleGrid>
        {!existe && blocoExperiencia}
      </Stack>
    ),
    endereco: (
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {/* mounted while open: each search starts from the address's state */}
        {buscaCep && (
          <BuscarCepModal
            opened
            onClose={() => setBuscaCep(false)}
            ufInicial={v('cd_uf_reside') || null}
            onEscolher={(e) => {
              setCampos((c) => ({
                ...c,
                cd_cep: e.CD_CEP,
                nm_cep: e.ENDERECO ?? c.nm_cep,
                nm_bairro: e.NM_BAIRRO ?? c.nm_bairro,
                nm_cidade_reside: e.NM_CIDADE,
                cd_uf_reside: e.CD_UF,
              }));
              setAvisos((a) => ({ ...a, cd_cep: null }));
              setBuscaCep(false);
            }}
          />
        )}
        <CepInput
          label="CEP"
          required
          value={v('cd_cep')}
          onChange={(d) => {
            set('cd_cep', d);
            if (d.length === 8 && d !== v('cd_cep')) void buscarCep(d);
          }}
          onBlur={() => tocar('cd_cep')}
          error={erro('cd_cep')}
        />
        <Button variant="light" mt="xl" w="fit-content" onClick={() => setBuscaCep(true)}>
          Buscar CEP
        </Button>
        <TextInput {...texto('nm_cep', 'Endereço')} required maxLength={200} />
        <TextInput {...texto('nr_endereco', 'Número')} maxLength={20} />
        <TextInput {...texto('ds_complemento', 'Complemento')} maxLength={120} />
        <TextInput {...texto('ds_referencia', 'Referência')} maxLength={200} />
        <Autocomplete
          label="Bairro"
          required
          maxLength={120}
          data={bairros}
          value={v('nm_bairro')}
          onChange={(x) => set('nm_bairro', x)}
          onBlur={() => tocar('nm_bairro')}
          error={erro('nm_bairro')}
        />
        {lugar('cd_uf_reside', 'nm_cidade_reside', 'UF', 'Cidade', true)}
      </SimpleGrid>
    ),
    contato: (
      <Stack>
        {(
          [
            ['cel', 'Celular', true],
            ['rec', 'Telefone para recado', true],
            ['res', 'Telefone residencial', false],
          ] as const
        ).map(([s, rotulo, zap]) => (
          <Grid key={s} align="end">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <PhoneInput
                label={rotulo}
                value={v(`nr_telefone_${s}`)}
                onChange={(d) => set(`nr_telefone_${s}`, d)}
                onBlur={() => tocar(`nr_telefone_${s}`)}
                error={erro(`nr_telefone_${s}`)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <TextInput
                {...texto(`ds_observacao_${s}`, `Observação (${rotulo.toLowerCase()})`)}
                maxLength={100}
              />
            </Grid.Col>
            {zap && (
              <Grid.Col span={{ base: 12, md: 3 }}>
                <Group gap="xs">
                  <Checkbox
                    label="WhatsApp"
                    checked={flag(`id_possui_whatsapp_${s}`)}
                    onChange={(e) => setFlag(`id_possui_whatsapp_${s}`, e.currentTarget.checked)}
                  />
                  {v(`nr_telefone_${s}`).length >= 10 && (
                    <Anchor
                      href={`https://wa.me/55${v(`nr_telefone_${s}`)}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="sm"
                    >
                      Abrir conversa
                    </Anchor>
                  )}
                </Group>
              </Grid.Col>
            )}
          </Grid>
        ))}
        <Group align="end">
          <TextInput {...texto('ds_www', 'Site')} maxLength={200} w={360} />
          {urlSite(v('ds_www')) && (
            <Anchor
              href={urlSite(v('ds_www')) as string}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              mb={8}
            >
              Abrir site
            </Anchor>
          )}
        </Group>
      </Stack>
    ),
    documentos: (
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <TextInput
          {...texto('nr_documento_pis', 'PIS')}
          maxLength={14}
          onBlur={() => {
            tocar('nr_documento_pis');
            void conferirPis('nr_documento_pis');
          }}
        />
        <TextInput
          {...texto('nr_documento_nit', 'NIT')}
          maxLength={14}
          onBlur={() => {
            tocar('nr_documento_nit');
            void conferirPis('nr_documento_nit');
          }}
        />
        <Anchor
          href="https://cnisnet.inss.gov.br/cnisinternet/faces/pages/index.xhtml"
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          mt="xl"
        >
          Consultar inscrição (INSS)
        </Anchor>
        <TextInput {...texto('nr_documento_ctps', 'CTPS')} maxLength={20} />
        <TextInput {...texto('nr_serie_ctps', 'Série da CTPS')} maxLength={10} />
        <TextInput {...texto('dt_emissao_ctps', 'Emissão da CTPS')} type="date" max={hoje} />
        {lugar('cd_estado_emite_ctps', 'nm_cidade_emite_ctps', 'UF da CTPS', 'Cidade da CTPS')}
        <span />
        <TextInput {...texto('nr_documento_rg', 'RG')} maxLength={14} />
        <Select
          {...selecao('orgao_emissor_rg', 'Órgão emissor', [
            // a stored value outside the list stays shown
            ...(v('orgao_emissor_rg') && !(orgaos.data ?? []).some((o) => o.SIGLA === v('orgao_emissor_rg'))
              ? [{ value: v('orgao_emissor_rg'), label: v('orgao_emissor_rg') }]
              : []),
            ...(orgaos.data ?? []).map((o) => ({ value: o.SIGLA, label: `${o.SIGLA} - ${o.NM_ORGAO}` })),
          ])}
          searchable
        />
        <TextInput {...texto('dt_emissao_rg', 'Emissão do RG')} type="date" max={hoje} />
        {lugar('cd_estado_emite_rg', 'nm_cidade_emite_rg', 'UF do RG', 'Cidade do RG')}
      </SimpleGrid>
    ),
    formacao: (
      <Stack>
        {erroLista('addCurso') && <Alert color="red">{erroLista('addCurso')}</Alert>}
        {listas.cursos.length === 0 && <Text c="dimmed">{M.formacaoDica}</Text>}
        {listas.cursos.map((c, i) => (
          <Card key={c.chave} withBorder>
            <Group justify="space-between" mb="xs">
              <Title order={4}>Formação {i + 1}</Title>
              {botaoExcluir(c, 'cursos', () => ({
                tipo: 'curso',
                id: c.dados.nr_sequencia as number,
                chave: c.chave,
              }))}
            </Group>
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              <Select
                label="Nível"
                required
                data={NIVEIS_FORMACAO.map((n) => ({ value: String(n.cd), label: n.nome }))}
                value={c.dados.cd_nivel || null}
                onChange={(x) => alterarCartao('cursos', c.chave, { cd_nivel: x ?? '' })}
              />
              <Select
                label="Situação"
                required
                data={SITUACOES_FORMACAO.map((n) => ({ value: n.id, label: n.nome }))}
                value={c.dados.id_situacao || null}
                onChange={(x) => alterarCartao('cursos', c.chave, { id_situacao: x ?? '' })}
              />
              <TextInput
                label="Conclusão (mês/ano)"
                type="month"
                value={c.dados.dt_conclusao_curso}
                onChange={(e) =>
                  alterarCartao('cursos', c.chave, { dt_conclusao_curso: e.currentTarget.value })
                }
              />
              <TextInput
                label="Instituição"
                maxLength={80}
                value={c.dados.nm_pessoa_estab_ensino}
                onChange={(e) =>
                  alterarCartao('cursos', c.chave, { nm_pessoa_estab_ensino: e.currentTarget.value })
                }
              />
              <TextInput
                label="Curso"
                maxLength={80}
                value={c.dados.nm_curso}
                onChange={(e) => alterarCartao('cursos', c.chave, { nm_curso: e.currentTarget.value })}
              />
              <TextInput
                label="Série"
                maxLength={15}
                value={c.dados.ds_serie}
                onChange={(e) => alterarCartao('cursos', c.chave, { ds_serie: e.currentTarget.value })}
              />
            </SimpleGrid>
            <Textarea
              mt="sm"
              label="Observações"
              maxLength={2000}
              value={c.dados.ds_observacoes}
              onChange={(e) => alterarCartao('cursos', c.chave, { ds_observacoes: e.currentTarget.value })}
            />
          </Card>
        ))}
        <Button
          variant="light"
          onClick={() => setListas((l) => ({ ...l, cursos: [...l.cursos, novoCartao({ ...CURSO_VAZIO })] }))}
        >
          Adicionar formação
        </Button>
      </Stack>
    ),
    cargo: (
      <Stack>
        {erroLista('cargosSelecionados') && <Alert color="red">{erroLista('cargosSelecionados')}</Alert>}
        <Select
          label="Adicionar cargo pretendido"
          placeholder="Escolha o cargo"
          searchable
          data={cargosLivres.map((k) => ({ value: String(k.CD_CARGO), label: k.NM_CARGO }))}
          value={null}
          onChange={(x) => {
            const k = cargosLivres.find((c) => String(c.CD_CARGO) === x);
            if (k)
              setListas((l) => ({
                ...l,
                cargos: [...l.cargos, { CD_CARGO: k.CD_CARGO, NM_CARGO: k.NM_CARGO, NR_EXPERIENCIA: 0 }],
              }));
          }}
        />
        {listas.cargos.map((k: CargoPretendido) => (
          <Group key={k.CD_CARGO} align="end">
            <Text w={280}>{k.NM_CARGO}</Text>
            <NumberInput
              label={`Anos de experiência (${k.NM_CARGO})`}
              min={0}
              max={99}
              decimalScale={1}
              decimalSeparator=","
              w={220}
              value={k.NR_EXPERIENCIA}
              onChange={(x) =>
                setListas((l) => ({
                  ...l,
                  cargos: l.cargos.map((c) =>
                    c.CD_CARGO === k.CD_CARGO ? { ...c, NR_EXPERIENCIA: Number(x) || 0 } : c,
                  ),
                }))
              }
            />
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() =>
                setListas((l) => ({ ...l, cargos: l.cargos.filter((c) => c.CD_CARGO !== k.CD_CARGO) }))
              }
            >
              Remover
            </Button>
          </Group>
        ))}
        <TextInput
          {...texto('pretensao_salarial', 'Pretensão salarial (R$)')}
          maxLength={9}
          placeholder="0.000,00"
          w={220}
        />
        <Group>
          {(
            [
              ['id_turno_normal', 'Normal'],
              ['id_turno_matutino', 'Matutino'],
              ['id_turno_vespertino', 'Vespertino'],
              ['id_turno_noturno', 'Noturno'],
              ['id_revezamento', 'Revezamento'],
            ] as const
          ).map(([k, r]) => (
            <Checkbox
              key={k}
              label={`Turno ${r.toLowerCase()}`}
              checked={flag(k)}
              onChange={(e) => setFlag(k, e.currentTarget.checked)}
            />
          ))}
        </Group>
        {erroLista('id_turno_normal') && (
          <Text c="red" size="sm">
            {erroLista('id_turno_normal')}
          </Text>
        )}
      </Stack>
    ),
    empregos: (
      <Stack>
        {listas.empregos.map((c, i) => (
          <Card key={c.chave} withBorder>
            <Group justify="space-between" mb="xs">
              <Title order={4}>
                {['Último emprego', 'Penúltimo emprego', 'Antepenúltimo emprego'][i] ?? `Emprego ${i + 1}`}
              </Title>
              {botaoExcluir(c, 'empregos', () => ({
                tipo: 'emprego',
                id: c.dados.nr_sequencia as number,
                chave: c.chave,
              }))}
            </Group>
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              <TextInput
                label="Empresa"
                required
                maxLength={200}
                value={c.dados.nm_pessoa_empresa}
                onChange={(e) =>
                  alterarCartao('empregos', c.chave, { nm_pessoa_empresa: e.currentTarget.value })
                }
                error={tentouSalvar && !c.dados.nm_pessoa_empresa.trim() ? M.empresa : undefined}
              />
              <TextInput
                label="Último cargo"
                required
                maxLength={120}
                value={c.dados.nm_cargo}
                onChange={(e) => alterarCartao('empregos', c.chave, { nm_cargo: e.currentTarget.value })}
                error={tentouSalvar && !c.dados.nm_cargo.trim() ? M.ultimoCargo : undefined}
              />
              <TextInput
                label="Último salário"
                maxLength={9}
                value={c.dados.vl_ultimo_salario}
                onChange={(e) =>
                  alterarCartao('empregos', c.chave, { vl_ultimo_salario: e.currentTarget.value })
                }
              />
              <TextInput
                label="Admissão"
                type="date"
                required
                max={hoje}
                value={c.dados.dt_inicio}
                onChange={(e) => alterarCartao('empregos', c.chave, { dt_inicio: e.currentTarget.value })}
                error={tentouSalvar && !c.dados.dt_inicio ? M.admissao : undefined}
              />
              <TextInput
                label="Demissão"
                type="date"
                value={c.dados.dt_fim}
                onChange={(e) => alterarCartao('empregos', c.chave, { dt_fim: e.currentTarget.value })}
                error={
                  c.dados.dt_fim && c.dados.dt_inicio > c.dados.dt_fim ? M.admissaoAposDemissao : undefined
                }
              />
              <TextInput
                label="Motivo da saída"
                maxLength={500}
                value={c.dados.ds_motivo_saida}
                onChange={(e) =>
                  alterarCartao('empregos', c.chave, { ds_motivo_saida: e.currentTarget.value })
                }
              />
            </SimpleGrid>
            <Textarea
              mt="sm"
              label="Atividades"
              maxLength={4000}
              autosize
              minRows={2}
              value={c.dados.ds_experiencia_profissional}
              onChange={(e) =>
                alterarCartao('empregos', c.chave, { ds_experiencia_profissional: e.currentTarget.value })
              }
            />
          </Card>
        ))}
        <Button
          variant="light"
          onClick={() =>
            setListas((l) => ({ ...l, empregos: [novoCartao({ ...EMPREGO_VAZIO }), ...l.empregos] }))
          }
        >
          Adicionar emprego
        </Button>
      </Stack>
    ),
    idiomas: (
      <Stack>
        <Select
          label="Adicionar idioma"
          placeholder="Escolha o idioma"
          data={idiomasLivres.map((i) => ({ value: String(i.CD_IDIOMA), label: i.NM_IDIOMA }))}
          value={null}
          onChange={(x) => {
            const i = idiomasLivres.find((k) => String(k.CD_IDIOMA) === x);
            if (i)
              setListas((l) => ({
                ...l,
                idiomas: [
                  ...l.idiomas,
                  novoCartao({
                    cd_idioma: i.CD_IDIOMA,
                    nome: i.NM_IDIOMA,
                    id_leitura: 2,
                    id_escrita: 2,
                    id_fala: 2,
                  }),
                ],
              }));
          }}
        />
        {listas.idiomas.map((c) => (
          <Group key={c.chave} align="end">
            <Text w={160}>{c.dados.nome}</Text>
            {(['id_leitura', 'id_escrita', 'id_fala'] as const).map((k) => (
              <Select
                key={k}
                w={160}
                label={`${{ id_leitura: 'Leitura', id_escrita: 'Escrita', id_fala: 'Fala' }[k]} (${c.dados.nome})`}
                data={NIVEIS_IDIOMA.map((n) => ({ value: String(n.id), label: n.nome }))}
                value={String(c.dados[k])}
                allowDeselect={false}
                onChange={(x) => alterarCartao('idiomas', c.chave, { [k]: Number(x) } as Partial<Idioma>)}
              />
            ))}
            {botaoExcluir(c, 'idiomas', () => ({ tipo: 'idioma', id: c.dados.cd_idioma, chave: c.chave }))}
          </Group>
        ))}
      </Stack>
    ),
    softwares: (
      <Stack>
        <Select
          label="Adicionar software"
          placeholder="Escolha o software"
          searchable
          data={softwaresLivres.map((i) => ({ value: String(i.CD_CONHECIMENTO), label: i.NM_CONHECIMENTO }))}
          value={null}
          onChange={(x) => {
            const i = softwaresLivres.find((k) => String(k.CD_CONHECIMENTO) === x);
            if (i)
              setListas((l) => ({
                ...l,
                softwares: [
                  ...l.softwares,
                  novoCartao({
                    cd_conhecimento: i.CD_CONHECIMENTO,
                    nome: i.NM_CONHECIMENTO,
                    id_conhecimento: 1,
                  }),
                ],
              }));
          }}
        />
        {listas.softwares.map((c) => (
          <Group key={c.chave} align="end">
            <Text w={220}>{c.dados.nome}</Text>
            <Select
              w={180}
              label={`Nível (${c.dados.nome})`}
              data={NIVEIS_SOFTWARE.map((n) => ({ value: String(n.id), label: n.nome }))}
              value={String(c.dados.id_conhecimento)}
              allowDeselect={false}
              onChange={(x) => alterarCartao('softwares', c.chave, { id_conhecimento: Number(x) })}
            />
            {botaoExcluir(c, 'softwares', () => ({
              tipo: 'software',
              id: c.dados.cd_conhecimento,
              chave: c.chave,
            }))}
          </Group>
        ))}
      </Stack>
    ),
    competencias: (
      <Stack>
        <Select
          label="Adicionar competência"
          placeholder="Escolha a competência"
          searchable
          data={competenciasLivres.map((i) => ({ value: String(i.CD_COMPETENCIA), label: i.NM_COMPETENCIA }))}
          value={null}
          onChange={(x) => {
            const i = competenciasLivres.find((k) => String(k.CD_COMPETENCIA) === x);
            if (i)
              setListas((l) => ({
                ...l,
                competencias: [
                  ...l.competencias,
                  novoCartao({
                    cd_competencia: i.CD_COMPETENCIA,
                    nome: i.NM_COMPETENCIA,
                    nr_nota: 1,
                    id_mostra_curriculo: 'N' as const,
                  }),
                ],
              }));
          }}
        />
        {listas.competencias.map((c) => (
          <Group key={c.chave} align="end">
            <Text w={220}>{c.dados.nome}</Text>
            <NumberInput
              w={140}
              label={`Nota (${c.dados.nome})`}
              min={1}
              max={5}
              value={c.dados.nr_nota}
              onChange={(x) => alterarCartao('competencias', c.chave, { nr_nota: Number(x) || 1 })}
            />
            <Checkbox
              label="Mostra no currículo"
              checked={c.dados.id_mostra_curriculo === 'S'}
              onChange={(e) =>
                alterarCartao('competencias', c.chave, {
                  id_mostra_curriculo: e.currentTarget.checked ? 'S' : 'N',
                })
              }
            />
            {botaoExcluir(c, 'competencias', () => ({
              tipo: 'competencia',
              id: c.dados.cd_competencia,
              chave: c.chave,
            }))}
          </Group>
        ))}
      </Stack>
    ),
    acesso: (
      <Stack maw={420}>
        <Alert color="blue">{M.senhaBanner}</Alert>
        <PasswordInput
          {...texto('nm_senha_web', existe ? 'Nova senha' : 'Senha')}
          maxLength={10}
          required={!existe}
        />
        <PasswordInput
          {...texto('nm_confirma_senha_web', 'Confirmação da senha')}
          maxLength={10}
          required={!existe}
        />
        <TextInput
          {...texto('ds_lembrete_senha_web', 'Lembrete da senha')}
          maxLength={100}
          required={!existe}
        />
      </Stack>
    ),
  };

  return (
    <Grid p="md" gap="md">
      <Grid.Col span={{ base: 12, md: 3, xl: 2 }}>
        <nav aria-label="Seções do currículo">
          {SECOES_CURRICULO.map((s) => {
            const liberada = secaoLiberada(s.id, existe, validacao.secoesComErro);
            return (
              <Button
                key={s.id}
                fullWidth
                justify="space-between"
                variant={secao === s.id ? 'light' : 'subtle'}
                aria-current={secao === s.id ? 'page' : undefined}
                disabled={!liberada}
                onClick={() => setSecao(s.id)}
                rightSection={
                  tentouSalvar && validacao.secoesComErro.has(s.id) ? (
                    <Badge color="red" size="xs" aria-label="com pendências">
                      !
                    </Badge>
                  ) : undefined
                }
              >
                {s.nome}
              </Button>
            );
          })}
          {existe &&
            SECOES_EXTRAS.map((x) => (
              <Button
                key={x.id}
                fullWidth
                justify="space-between"
                variant={secao === x.id ? 'light' : 'subtle'}
                aria-current={secao === x.id ? 'page' : undefined}
                onClick={() => setSecao(x.id)}
              >
                {x.nome}
              </Button>
            ))}
          {existe && (
            <Button fullWidth justify="space-between" variant="subtle" onClick={() => setGrupoAberto(true)}>
              Add. grupo de cand.
            </Button>
          )}
        </nav>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9, xl: 10 }}>
        <Stack className={classes.secao}>
          <Title order={3}>{[...SECOES_CURRICULO, ...SECOES_EXTRAS].find((x) => x.id === secao)?.nome}</Title>
          {homonimo && (
            <Alert color="yellow" title="Possível candidato repetido">
              <Stack gap="xs">
                <Text size="sm">{homonimo.mensagem}</Text>
                <Group>
                  <Anchor
                    href={tabs.url('DadosCandidato', { cdPessoaCandidato: homonimo.cd })}
                    onClick={(e) => {
                      e.preventDefault();
                      tabs.abrir('DadosCandidato', { cdPessoaCandidato: homonimo.cd });
                    }}
                  >
                    Abrir o candidato {homonimo.cd}
                  </Anchor>
                  <Button size="xs" variant="light" onClick={() => void salvar(true)}>
                    Salvar mesmo assim
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          {secao === 'parecer' ? (
            cd !== null && <PareceresCandidato cd={cd} />
          ) : secao === 'experiencia' ? (
            blocoExperiencia
          ) : secao === 'laudo' ? (
            <Stack>
              <Textarea {...texto('ds_laudo', 'Laudo')} maxLength={4000} autosize minRows={3} />
              {blocoPcd ?? <Text c="dimmed">O candidato não é pessoa com deficiência.</Text>}
            </Stack>
          ) : (
            paineis[secao]
          )}
          {/* the save stays in view at the bottom of the section while it scrolls, in its own bar */}
          <Group justify="flex-end" py="sm" className={classes.barraSalvar}>
            <Button size="md" loading={salvando} onClick={() => void salvar()}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      {existe && (
        <GrupoCandidatoModal
          cd={cd as number}
          nome={v('nm_pessoa')}
          opened={grupoAberto}
          onClose={() => setGrupoAberto(false)}
        />
      )}
      <ConfirmDialog
        opened={exclusao !== null}
        title="Excluir"
        message="Deseja realmente excluir este registro?"
        confirmLabel="Excluir"
        confirmColor="red"
        onConfirm={() => exclusao && void excluir(exclusao)}
        onCancel={() => setExclusao(null)}
      />
    </Grid>
  );
}
