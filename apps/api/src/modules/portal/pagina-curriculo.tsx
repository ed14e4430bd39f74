import {
  ESTADOS_CIVIS,
  HABILITACOES,
  LIMITES_CADASTRO as L,
  SEXOS,
} from '@backoffice/domain/candidato-cadastro';
import { CD_PAIS_BRASIL, NIVEIS_FORMACAO, SITUACOES_FORMACAO } from '@backoffice/domain/catalogos';
import { formatarData, formatarMesAno } from '@backoffice/domain/datas';
import { formatarCep, formatarTelefone } from '@backoffice/domain/formatacao';
import { LIMITES_PORTAL, CAMINHO_PORTAL as P } from '@backoffice/domain/portal';
import {
  type CurriculoAtual,
  type ItemCurriculoPortal,
  MENSAGENS_CURRICULO_PORTAL as MC,
  textoDoForm,
} from '@backoffice/domain/portal-curriculo';
import type { ReactNode } from 'react';
import { Alerta, CAMPO_DATA, CAMPO_MES, Campo, pagina } from './layout';

/** What the resume page shows: the stored record, and the candidate's last post when it was refused. */
export interface DadosPaginaCurriculo {
  atual: CurriculoAtual;
  cpf: string;
  cargos: { cd: number; nome: string }[];
  ufs: string[];
  carimbo: string;
  /** The fields as the candidate sent them (a refused save shows them again, nothing lost). */
  enviado?: Record<string, unknown>;
  erros?: Record<string, string>;
  outros?: string[];
  mensagem?: string;
  erro?: string;
}

type Opcao = { valor: string; nome: string };

function Selecao(o: {
  id: string;
  rotulo: string;
  valor: string;
  lista: readonly Opcao[];
  erro?: string;
  vazio?: string;
  obrigatorio?: boolean;
}) {
  return (
    <div className="campo">
      <label htmlFor={o.id}>{`${o.rotulo}${o.obrigatorio === false ? ' (opcional)' : ''}`}</label>
      <select
        id={o.id}
        name={o.id}
        required={o.obrigatorio !== false}
        aria-invalid={o.erro ? 'true' : undefined}
        aria-describedby={o.erro ? `${o.id}-erro` : undefined}
        defaultValue={o.valor}
      >
        <option value="">{o.vazio ?? 'Selecione'}</option>
        {o.lista.map((x) => (
          <option key={x.valor} value={x.valor}>
            {x.nome}
          </option>
        ))}
      </select>
      {o.erro ? (
        <p className="erro" id={`${o.id}-erro`}>
          {o.erro}
        </p>
      ) : null}
    </div>
  );
}

function AreaTexto(o: {
  id: string;
  rotulo: string;
  valor: string;
  max: number;
  erro?: string;
  ajuda?: string;
}) {
  const descr = [o.erro ? `${o.id}-erro` : '', o.ajuda ? `${o.id}-ajuda` : ''].filter(Boolean).join(' ');
  return (
    <div className="campo">
      <label htmlFor={o.id}>{`${o.rotulo} (opcional)`}</label>
      <textarea
        id={o.id}
        name={o.id}
        rows={4}
        maxLength={o.max}
        aria-invalid={o.erro ? 'true' : undefined}
        aria-describedby={descr || undefined}
        defaultValue={o.valor}
      />
      {o.ajuda ? (
        <p className="ajuda" id={`${o.id}-ajuda`}>
          {o.ajuda}
        </p>
      ) : null}
      {o.erro ? (
        <p className="erro" id={`${o.id}-erro`}>
          {o.erro}
        </p>
      ) : null}
    </div>
  );
}

function Marcar({ id, rotulo, marcado }: { id: string; rotulo: string; marcado: boolean }) {
  return (
    <label className="marcar">
      <input type="checkbox" id={id} name={id} value="S" defaultChecked={marcado} />
      {rotulo}
    </label>
  );
}

/** A stored date or month as the candidate types it (dd/mm/aaaa, mm/aaaa). */
function comoDigitado(campo: string, valor: string): string {
  if (campo === 'dt_inicio' || campo === 'dt_fim') return formatarData(valor) || valor;
  if (campo === 'dt_conclusao_curso') return formatarMesAno(valor) || valor;
  return valor;
}

/** The area's resume form: personal data, contact, address, profile, jobs, education, desired positions. */
export function paginaMeuCurriculo(d: DadosPaginaCurriculo): string {
  const erros = d.erros ?? {};
  const c = d.atual.corpo as Record<string, unknown>;
  // stored digits shown as the masks type them
  const guardado = (k: string): string => {
    const valor = textoDoForm(c[k] ?? '');
    if (k.startsWith('nr_telefone_') && /^\d{10,11}$/.test(valor)) return formatarTelefone(valor);
    if (k === 'cd_cep' && /^\d{8}$/.test(valor)) return formatarCep(valor);
    if (k === 'dt_nascimento') return formatarData(valor) || valor;
    return valor;
  };
  // what the candidate sent wins over the stored value (a refused save loses nothing)
  const v = (k: string): string => (d.enviado ? textoDoForm(d.enviado[k]) : guardado(k));
  const sn = (k: string): boolean => (d.enviado ? textoDoForm(d.enviado[k]) === 'S' : c[k] === 'S');
  const brasileiro = Number(c.cd_pais ?? CD_PAIS_BRASIL) === CD_PAIS_BRASIL;
  const ufs = d.ufs.map((u) => ({ valor: u, nome: u }));

  const item = (
    prefixo: 'emprego' | 'curso',
    g: ItemCurriculoPortal | null,
    corpo: (id: (k: string) => string, val: (k: string) => string) => ReactNode,
  ) => {
    const chave = g ? `${prefixo}_${g.nr_sequencia}` : `${prefixo}_novo`;
    const id = (k: string) => `${chave}_${k}`;
    const val = (k: string) =>
      d.enviado ? textoDoForm(d.enviado[id(k)]) : g ? comoDigitado(k, String(g.campos[k] ?? '')) : '';
    const erro = erros[chave];
    return (
      <fieldset
        key={chave}
        className="item"
        aria-invalid={erro ? 'true' : undefined}
        aria-describedby={erro ? `${chave}-erro` : undefined}
      >
        <legend>
          {g
            ? prefixo === 'emprego'
              ? val('nm_pessoa_empresa') || 'Experiência'
              : val('nm_curso') || 'Formação'
            : prefixo === 'emprego'
              ? 'Adicionar uma experiência'
              : 'Adicionar uma formação'}
        </legend>
        {erro ? (
          <p className="erro" id={`${chave}-erro`}>
            {erro}
          </p>
        ) : null}
        {corpo(id, val)}
        {g ? (
          <Marcar
            id={id('remover')}
            rotulo={prefixo === 'emprego' ? 'Remover esta experiência' : 'Remover esta formação'}
            marcado={val('remover') === 'S'}
          />
        ) : null}
      </fieldset>
    );
  };
  const emprego = (g: ItemCurriculoPortal | null) =>
    item('emprego', g, (id, val) => (
      <>
        <div className="duas">
          <Campo
            id={id('nm_pessoa_empresa')}
            rotulo="Empresa"
            valor={val('nm_pessoa_empresa')}
            obrigatorio={false}
            extra={{ maxLength: 200 }}
          />
          <Campo
            id={id('nm_cargo')}
            rotulo="Cargo"
            valor={val('nm_cargo')}
            obrigatorio={false}
            extra={{ maxLength: 120 }}
          />
        </div>
        <div className="duas">
          <Campo
            id={id('dt_inicio')}
            rotulo="Início"
            valor={val('dt_inicio')}
            obrigatorio={false}
            extra={CAMPO_DATA}
          />
          <Campo
            id={id('dt_fim')}
            rotulo="Saída"
            valor={val('dt_fim')}
            obrigatorio={false}
            extra={CAMPO_DATA}
            ajuda="Deixe em branco se ainda trabalha lá."
          />
        </div>
        <AreaTexto
          id={id('ds_experiencia_profissional')}
          rotulo="O que você fazia"
          valor={val('ds_experiencia_profissional')}
          max={L.descricaoEmprego}
        />
      </>
    ));
  const niveis = NIVEIS_FORMACAO.map((n) => ({ valor: String(n.cd), nome: n.nome }));
  const situacoes = SITUACOES_FORMACAO.map((s) => ({ valor: s.id, nome: s.nome }));
  const curso = (g: ItemCurriculoPortal | null) =>
    item('curso', g, (id, val) => (
      <>
        <div className="duas">
          <Selecao
            id={id('cd_nivel')}
            rotulo="Nível"
            valor={val('cd_nivel')}
            lista={niveis}
            obrigatorio={false}
          />
          <Selecao
            id={id('id_situacao')}
            rotulo="Situação"
            valor={val('id_situacao')}
            lista={situacoes}
            obrigatorio={false}
          />
        </div>
        <div className="duas">
          <Campo
            id={id('nm_curso')}
            rotulo="Curso"
            valor={val('nm_curso')}
            obrigatorio={false}
            extra={{ maxLength: L.nomeCurso }}
          />
          <Campo
            id={id('nm_pessoa_estab_ensino')}
            rotulo="Instituição de ensino"
            valor={val('nm_pessoa_estab_ensino')}
            obrigatorio={false}
            extra={{ maxLength: L.nomeEscola }}
          />
        </div>
        <Campo
          id={id('dt_conclusao_curso')}
          rotulo="Conclusão (mês e ano)"
          valor={val('dt_conclusao_curso')}
          obrigatorio={false}
          extra={CAMPO_MES}
        />
      </>
    ));

  const manter = d.enviado
    ? new Set(
        (Array.isArray(d.enviado.cargo_manter) ? d.enviado.cargo_manter : [d.enviado.cargo_manter]).map(
          String,
        ),
      )
    : new Set(d.atual.cargos.map((k) => String(k.CD_CARGO)));
  const temErros = Object.keys(erros).length > 0;

  return pagina(
    { titulo: 'Meu currículo', indexar: false, logado: true },
    <>
      <p>
        <a href={`${P}/minha-area`}>← Voltar para minha área</a>
      </p>
      <h1>Meu currículo</h1>
      <Alerta tipo="ok" texto={d.mensagem} />
      <Alerta tipo="erro" texto={d.erro} />
      {temErros ? <Alerta tipo="erro" texto={MC.confira} /> : null}
      {d.outros?.length ? (
        <div className="alerta erro" role="alert">
          <p>{MC.outrosCampos}</p>
          <ul>
            {d.outros.map((o) => (
              <li key={o}>{o}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p>
        Mantenha seus dados em dia: é com eles que a empresa encontra você para novas vagas. Os campos sem
        "(opcional)" são obrigatórios.
      </p>
      <form className="cartao" method="post" action={`${P}/minha-area/curriculo`} noValidate>
        <input type="hidden" name="carimbo" value={d.carimbo} />
        <h2>Dados pessoais</h2>
        <Campo
          id="nm_pessoa"
          rotulo="Nome completo"
          valor={v('nm_pessoa')}
          erro={erros.nm_pessoa}
          extra={{ autoComplete: 'name', maxLength: LIMITES_PORTAL.nomeMax }}
        />
        <div className="campo">
          <span className="rotulo-fixo">CPF</span> <strong>{d.cpf}</strong>
          <p className="ajuda">O CPF é o seu acesso e não pode ser alterado aqui.</p>
        </div>
        <div className="duas">
          <Campo
            id="dt_nascimento"
            rotulo="Data de nascimento"
            valor={v('dt_nascimento')}
            erro={erros.dt_nascimento}
            extra={{ ...CAMPO_DATA, autoComplete: 'bday' }}
          />
          <Selecao
            id="id_sexo"
            rotulo="Sexo"
            valor={v('id_sexo')}
            lista={SEXOS.map((s) => ({ valor: s.id, nome: s.nome }))}
            erro={erros.id_sexo}
          />
        </div>
        <Selecao
          id="id_estado_civil"
          rotulo="Estado civil"
          valor={v('id_estado_civil')}
          lista={ESTADOS_CIVIS.map((s) => ({ valor: s.id, nome: s.nome }))}
          erro={erros.id_estado_civil}
        />
        {brasileiro ? (
          <div className="duas">
            <Campo
              id="nm_cidade_origem"
              rotulo="Cidade onde nasceu"
              valor={v('nm_cidade_origem')}
              erro={erros.nm_cidade_origem}
              extra={{ maxLength: 120 }}
            />
            <Selecao id="cd_uf" rotulo="UF onde nasceu" valor={v('cd_uf')} lista={ufs} erro={erros.cd_uf} />
          </div>
        ) : (
          <Campo
            id="nr_ano_chegada_brasil"
            rotulo="Ano de chegada ao Brasil"
            valor={v('nr_ano_chegada_brasil')}
            erro={erros.nr_ano_chegada_brasil}
            extra={{ inputMode: 'numeric', maxLength: 4 }}
          />
        )}
        <h2>Contato</h2>
        <Campo
          id="ds_email"
          rotulo="E-mail"
          tipo="email"
          valor={v('ds_email')}
          erro={erros.ds_email}
          extra={{ autoComplete: 'email', maxLength: LIMITES_PORTAL.emailMax }}
        />
        <div className="duas">
          <div>
            <Campo
              id="nr_telefone_cel"
              rotulo="Celular com DDD"
              tipo="tel"
              valor={v('nr_telefone_cel')}
              erro={erros.nr_telefone_cel}
              extra={{ autoComplete: 'tel', inputMode: 'tel', maxLength: 15, 'data-mascara': 'telefone' }}
            />
            <Marcar
              id="id_possui_whatsapp_cel"
              rotulo="Este celular tem WhatsApp"
              marcado={sn('id_possui_whatsapp_cel')}
            />
          </div>
          <Campo
            id="nr_telefone_rec"
            rotulo="Telefone para recado"
            tipo="tel"
            valor={v('nr_telefone_rec')}
            erro={erros.nr_telefone_rec}
            obrigatorio={false}
            extra={{ inputMode: 'tel', maxLength: 15, 'data-mascara': 'telefone' }}
          />
        </div>
        <Campo
          id="nr_telefone_res"
          rotulo="Telefone residencial"
          tipo="tel"
          valor={v('nr_telefone_res')}
          erro={erros.nr_telefone_res}
          obrigatorio={false}
          extra={{ inputMode: 'tel', maxLength: 15, 'data-mascara': 'telefone' }}
        />
        <h2>Endereço</h2>
        <div className="duas">
          <div>
            <Campo
              id="cd_cep"
              rotulo="CEP"
              valor={v('cd_cep')}
              erro={erros.cd_cep}
              ajuda="Com o CEP completo, o endereço é preenchido."
              extra={{
                inputMode: 'numeric',
                autoComplete: 'postal-code',
                maxLength: L.cepMax,
                'data-cep': `${P}/minha-area/cep/`,
              }}
            />
            <p className="detalhe" id="cep-busca" role="status" aria-live="polite" />
          </div>
          <Campo
            id="nm_cep"
            rotulo="Rua (logradouro)"
            valor={v('nm_cep')}
            erro={erros.nm_cep}
            extra={{ autoComplete: 'address-line1', maxLength: 200 }}
          />
        </div>
        <div className="duas">
          <Campo
            id="nr_endereco"
            rotulo="Número"
            valor={v('nr_endereco')}
            erro={erros.nr_endereco}
            obrigatorio={false}
            extra={{ maxLength: 20 }}
          />
          <Campo
            id="ds_complemento"
            rotulo="Complemento"
            valor={v('ds_complemento')}
            erro={erros.ds_complemento}
            obrigatorio={false}
            extra={{ maxLength: 120 }}
          />
        </div>
        <Campo
          id="nm_bairro"
          rotulo="Bairro"
          valor={v('nm_bairro')}
          erro={erros.nm_bairro}
          extra={{ maxLength: 120 }}
        />
        <div className="duas">
          <Campo
            id="nm_cidade_reside"
            rotulo="Cidade"
            valor={v('nm_cidade_reside')}
            erro={erros.nm_cidade_reside}
            extra={{ autoComplete: 'address-level2', maxLength: LIMITES_PORTAL.cidadeMax }}
          />
          <Selecao
            id="cd_uf_reside"
            rotulo="UF"
            valor={v('cd_uf_reside')}
            lista={ufs}
            erro={erros.cd_uf_reside}
          />
        </div>
        <h2>Perfil profissional</h2>
        <div className="duas">
          <Campo
            id="pretensao_salarial"
            rotulo="Pretensão salarial (R$)"
            valor={v('pretensao_salarial')}
            erro={erros.pretensao_salarial}
            obrigatorio={false}
            extra={{ inputMode: 'decimal', maxLength: L.moedaTexto, placeholder: '0,00' }}
          />
          <Selecao
            id="cd_habilitacao_cat"
            rotulo="Carteira de motorista (CNH)"
            valor={v('cd_habilitacao_cat')}
            lista={HABILITACOES.map((h) => ({ valor: h, nome: h }))}
            erro={erros.cd_habilitacao_cat}
            vazio="Não tenho"
            obrigatorio={false}
          />
        </div>
        <Marcar id="possui_veiculo" rotulo="Tenho veículo próprio" marcado={sn('possui_veiculo')} />
        <fieldset
          className="campo"
          aria-invalid={erros.id_turno_normal ? 'true' : undefined}
          aria-describedby={erros.id_turno_normal ? 'turnos-erro' : undefined}
        >
          <legend>Turnos em que posso trabalhar</legend>
          <div className="marcas">
            <Marcar id="id_turno_normal" rotulo="Comercial" marcado={sn('id_turno_normal')} />
            <Marcar id="id_turno_matutino" rotulo="Manhã" marcado={sn('id_turno_matutino')} />
            <Marcar id="id_turno_vespertino" rotulo="Tarde" marcado={sn('id_turno_vespertino')} />
            <Marcar id="id_turno_noturno" rotulo="Noite" marcado={sn('id_turno_noturno')} />
            <Marcar id="id_revezamento" rotulo="Revezamento" marcado={sn('id_revezamento')} />
          </div>
          {erros.id_turno_normal ? (
            <p className="erro" id="turnos-erro">
              {erros.id_turno_normal}
            </p>
          ) : null}
        </fieldset>
        <AreaTexto
          id="ds_experiencia_profissional"
          rotulo="Resumo profissional"
          valor={v('ds_experiencia_profissional')}
          max={4000}
          erro={erros.ds_experiencia_profissional}
          ajuda="Conte em poucas linhas o que você já fez e o que procura."
        />
        <h2>Cargos que procuro</h2>
        <fieldset
          className="campo"
          aria-invalid={erros.cargo_novo ? 'true' : undefined}
          aria-describedby={erros.cargo_novo ? 'cargo_novo-erro' : undefined}
        >
          <legend>Cargos pretendidos</legend>
          {d.atual.cargos.length ? (
            <>
              <div className="marcas">
                {d.atual.cargos.map((k) => (
                  <label key={k.CD_CARGO} className="marcar">
                    <input
                      type="checkbox"
                      name="cargo_manter"
                      value={String(k.CD_CARGO)}
                      defaultChecked={manter.has(String(k.CD_CARGO))}
                    />
                    {k.NM_CARGO}
                  </label>
                ))}
              </div>
              <p className="ajuda">Desmarque um cargo para deixar de procurá-lo.</p>
            </>
          ) : (
            <p className="ajuda">Você ainda não escolheu nenhum cargo.</p>
          )}
          <Selecao
            id="cargo_novo"
            rotulo="Acrescentar um cargo"
            valor={v('cargo_novo')}
            lista={d.cargos.map((k) => ({ valor: String(k.cd), nome: k.nome }))}
            erro={erros.cargo_novo}
            vazio="Nenhum"
            obrigatorio={false}
          />
          <Campo
            id="cargo_novo_experiencia"
            rotulo="Anos de experiência nesse cargo"
            valor={v('cargo_novo_experiencia')}
            obrigatorio={false}
            extra={{ inputMode: 'decimal', maxLength: 4 }}
          />
        </fieldset>
        <h2>Experiências profissionais</h2>
        {d.atual.empregos.map((g) => emprego(g))}
        {emprego(null)}
        <h2>Formação</h2>
        {d.atual.cursos.map((g) => curso(g))}
        {curso(null)}
        <div className="acoes">
          <button className="botao" type="submit">
            Salvar currículo
          </button>{' '}
          <a href={`${P}/minha-area`}>Cancelar</a>
        </div>
      </form>
    </>,
  );
}
