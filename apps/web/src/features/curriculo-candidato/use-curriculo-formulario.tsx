import {
  alturaParaMetros,
  erroCpf,
  imc,
  LIMITES_CADASTRO as L,
  MENSAGENS_CADASTRO as M,
  pisNitCompleto,
  SECOES_CURRICULO,
  type SecaoCurriculo,
  senhaWebInformada,
  sugestaoEmail,
} from '@backoffice/domain/candidato-cadastro';
import { CONTRATOS_CANDIDATO } from '@backoffice/domain/contratos/candidato';
import { CONTRATOS_CANDIDATO_CADASTRO as C } from '@backoffice/domain/contratos/candidato-cadastro';
import { CONTRATOS_CATALOGO } from '@backoffice/domain/contratos/catalogo';
import type { SalvarCurriculoCorpo, SalvarCurriculoResposta } from '@backoffice/domain/curriculo-cadastro';
import { dataNegocio } from '@backoffice/domain/datas';
import { MENSAGENS_ENDERECO } from '@backoffice/domain/endereco';
import { Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CidadePicker, EstadoPicker } from '../../components/pickers/location-pickers';
import { ApiError, chamar, requisitar, urlDe } from '../../lib/api-client';
import { consulta, invalidar } from '../../lib/dados';
import { useFormulario } from '../../lib/formulario/formulario';
import { notify } from '../../lib/notify';
import {
  type Campos,
  type Cartao,
  esquemaDoRegistro,
  type Listas,
  montarEnvio,
  secaoDoCampo,
  validar,
} from './curriculo-form';
import { LEITURAS_CURRICULO } from './curriculo-leituras';

export interface Catalogos {
  idiomas: { CD_IDIOMA: number; NM_IDIOMA: string }[];
  softwares: { CD_CONHECIMENTO: number; NM_CONHECIMENTO: string }[];
  competencias: { CD_COMPETENCIA: number; NM_COMPETENCIA: string }[];
  cargos: { CD_CARGO: number; NM_CARGO: string }[];
}

type Exclusao =
  | { tipo: 'emprego' | 'curso' | 'laudo'; id: number; chave: string }
  | { tipo: 'idioma' | 'software' | 'competencia'; id: number; chave: string };

export interface OpcoesEditor {
  cd: number | null;
  inicial: { campos: Campos; listas: Listas };
  catalogos: Catalogos | undefined;
  onCadastrado?: (cd: number) => void;
  onRecarregado: () => void;
  setSecao: (s: SecaoCurriculo) => void;
  /** The section shown (the save stays there when it holds a pending message). */
  secaoAtual?: SecaoCurriculo | null;
}

/**
 * The resume editor's form: the record's fields in the form layer (checked by the save's schema),
 * the sub-lists' cards, the checks on blur, and the calls (save, deletions, photo, reports).
 */
export function useCurriculoFormulario({
  cd,
  inicial,
  catalogos,
  onCadastrado,
  onRecarregado,
  setSecao,
  secaoAtual = null,
}: OpcoesEditor) {
  const qc = useQueryClient();
  const [listas, setListas] = useState<Listas>(inicial.listas);
  const [avisos, setAvisos] = useState<Record<string, string | null>>({});
  const [homonimo, setHomonimo] = useState<{ cd: number; mensagem: string } | null>(null);
  const [exclusao, setExclusao] = useState<Exclusao | null>(null);
  const [bairros, setBairros] = useState<string[]>([]);
  const [buscaCep, setBuscaCep] = useState(false);
  const [camera, setCamera] = useState(false);
  const [grupoAberto, setGrupoAberto] = useState(false);
  const orgaos = useQuery({
    ...consulta(C.orgaoEmissor, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const existe = cd !== null;

  const [arquivosLaudo, setArquivosLaudo] = useState<Record<string, File>>({});
  const partesLaudo = useMemo(
    () => Object.fromEntries(Object.keys(arquivosLaudo).map((chave, i) => [chave, `arquivo_laudo_${i}`])),
    [arquivosLaudo],
  );
  // the fields live in the form layer, checked by the save's schema on the wire format; the cards
  // and their report files are part of that conversion
  // an edit is checked in the sections it changes from the record as loaded, as the server does
  const esquema = useMemo(
    () => esquemaDoRegistro(cd === null ? null : montarEnvio(cd, inicial.campos, inicial.listas)),
    [cd, inicial],
  );
  const f = useFormulario(
    esquema,
    inicial.campos,
    (valores: Campos) =>
      // the multipart body: every field as text, the sub-lists as JSON text
      montarEnvio(cd, valores, listas, partesLaudo) as SalvarCurriculoCorpo,
  );
  const { form } = f;
  const campos = form.watch();
  const { touchedFields, isSubmitted: tentouSalvar, errors } = form.formState;
  const salvando = f.pendente;
  const envio = useMemo(
    () => montarEnvio(cd, campos, listas, partesLaudo),
    [cd, campos, listas, partesLaudo],
  );
  // every section's validity at once (the menu opens sections by it)
  const validacao = useMemo(() => validar(envio, esquema), [envio, esquema]);

  const v = (k: string) => {
    const x = campos[k];
    return x === null || x === undefined ? '' : String(x);
  };
  const set = (k: string, valor: Campos[string]) => {
    // a masked field gives its value again when it mounts: not a change (it would check the field
    // again and drop a refusal the server put on it)
    if (form.getValues(k) !== valor) f.definir(k, valor);
  };
  /** Several fields at once, as one change of the record. */
  const setCampos = (mudar: (c: Campos) => Campos) => {
    const antes = form.getValues();
    for (const [k, x] of Object.entries(mudar(antes))) if (antes[k] !== x) f.definir(k, x);
  };
  const tocar = (k: string) => form.setValue(k, form.getValues(k), { shouldTouch: true });
  /** A refusal of the save the server put on this field. */
  const doServidor = (k: string) =>
    errors[k]?.type === 'server' ? (errors[k]?.message as string) : undefined;
  /** The message under a field: the server's rule, once the field was left or a save was tried. */
  const erro = (k: string) =>
    avisos[k] ?? (tentouSalvar || touchedFields[k] ? validacao.erros[k] : undefined) ?? doServidor(k);
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

  /** The whole record through the form layer: checked by the schema, then sent as multipart. */
  async function salvar(confirmaHomonimo = false) {
    let recusado = false;
    await f.aoEnviar(
      async (dados) => {
        const corpo = new FormData();
        for (const [k, valor] of Object.entries({
          ...dados,
          id_confirma_homonimo: confirmaHomonimo ? 'S' : 'N',
        }))
          corpo.append(k, String(valor));
        for (const [chave, arquivo] of Object.entries(arquivosLaudo))
          corpo.append(partesLaudo[chave], arquivo, arquivo.name);
        // multipart: the contract's object as form fields (the server reads both); a refusal goes
        // onto its fields through the layer
        let r: SalvarCurriculoResposta;
        try {
          r = await chamar(
            C.salvarCurriculo,
            { corpo: corpo as unknown as SalvarCurriculoCorpo },
            { fallback: existe ? M.erroAtualizar : M.erroCadastrar, notificar: false },
          );
        } catch (e) {
          // a CPF or PIS/NIT of another candidate (409): beside its field, as the form's refusals
          const campo = e instanceof ApiError && e.status === 409 ? campoDoConflito(e.mensagem) : null;
          if (!campo || !(e instanceof ApiError)) throw e;
          form.setError(campo, { type: 'server', message: e.mensagem });
          return;
        }
        if (r.status === 1) {
          notify.sucesso(r.message);
          setHomonimo(null);
          if (!existe && r.cd_pessoa) onCadastrado?.(r.cd_pessoa);
          else {
            await invalidar(qc, ...LEITURAS_CURRICULO);
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
      },
      // each message is shown once, beside its field, in its section: the user is taken there
      () => {
        recusado = true;
        irParaPendencia(validacao.secoesComErro);
      },
    )();
    if (recusado) return;
    // a refusal of the server put on the fields: the section of the first one
    const recusadas = Object.keys(form.getValues()).filter(
      (k) => form.getFieldState(k).error?.type === 'server',
    );
    irParaPendencia(new Set(recusadas.map(secaoDoCampo)));
  }

  /** The field a conflict of the save names: the CPF, or the PIS/NIT typed (the PIS is checked first). */
  function campoDoConflito(mensagem: string): string | null {
    if (mensagem === M.cpfExistente) return 'nr_documento_cpf';
    if (mensagem.startsWith(M.pisNitExistente('')))
      return v('nr_documento_pis') ? 'nr_documento_pis' : 'nr_documento_nit';
    return null;
  }

  /** Shows the section the user is in when it holds a pending message, else the first that does. */
  function irParaPendencia(comErro: ReadonlySet<SecaoCurriculo>) {
    if (comErro.size === 0 || (secaoAtual !== null && comErro.has(secaoAtual))) return;
    const primeira = SECOES_CURRICULO.find((x) => comErro.has(x.id));
    if (primeira) setSecao(primeira.id);
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
      void invalidar(qc, CONTRATOS_CANDIDATO.dados);
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
      void invalidar(qc, CONTRATOS_CANDIDATO.dados);
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
  /** The messages the user sees now in each section (the count on its menu entry). */
  const pendencias = new Map<SecaoCurriculo, number>();
  for (const k of new Set([
    ...Object.keys(validacao.erros),
    ...Object.keys(avisos),
    ...Object.keys(errors),
  ])) {
    if (!erro(k)) continue;
    const s = secaoDoCampo(k);
    pendencias.set(s, (pendencias.get(s) ?? 0) + 1);
  }
  /** Whether the record's save sets a web password (its three fields are then required). */
  const senhaInformada = senhaWebInformada(
    !existe,
    v('nm_senha_web'),
    v('nm_confirma_senha_web'),
    v('ds_lembrete_senha_web'),
  );

  return {
    cd,
    existe,
    f,
    campos,
    v,
    set,
    setCampos,
    tocar,
    erro,
    flag,
    setFlag,
    texto,
    selecao,
    lugar,
    avisos,
    setAvisos,
    listas,
    setListas,
    alterarCartao,
    removerNovo,
    botaoExcluir,
    exclusao,
    setExclusao,
    excluir,
    conferirCpf,
    buscarCep,
    conferirPis,
    enviarFoto,
    apagarFoto,
    alterarLaudo,
    hoje,
    valorImc,
    brasileiro,
    sugestao,
    idiomasLivres,
    softwaresLivres,
    competenciasLivres,
    cargosLivres,
    erroLista,
    pendencias,
    senhaInformada,
    arquivosLaudo,
    setArquivosLaudo,
    bairros,
    buscaCep,
    setBuscaCep,
    camera,
    setCamera,
    orgaos,
    validacao,
    tentouSalvar,
    salvando,
    homonimo,
    salvar,
    grupoAberto,
    setGrupoAberto,
  };
}

/** The editor's form, as its section panels read it. */
export type EditorCurriculo = ReturnType<typeof useCurriculoFormulario>;
