import {
  ESTADOS_CIVIS,
  HABILITACOES,
  LIMITES_CADASTRO as L,
  SEXOS,
} from '@backoffice/domain/candidato-cadastro';
import { CD_PAIS_BRASIL, NIVEIS_FORMACAO, SITUACOES_FORMACAO } from '@backoffice/domain/catalogos';
import { formatarCep, formatarTelefone } from '@backoffice/domain/formatacao';
import { LIMITES_PORTAL, CAMINHO_PORTAL as P } from '@backoffice/domain/portal';
import {
  type CurriculoAtual,
  type ItemCurriculoPortal,
  MENSAGENS_CURRICULO_PORTAL as MC,
  textoDoForm,
} from '@backoffice/domain/portal-curriculo';
import { cru, type Html, html } from './html';
import { paginaDeMarcacao } from './layout';

// This page is still markup of the `html` tag (the other pages are components, paginas.tsx): its
// field, alert and layout helpers are the tag's.

function alerta(tipo: 'ok' | 'erro' | 'info', texto: string | null | undefined): Html {
  if (!texto) return cru('');
  return html`<div class="alerta ${tipo}" role="${tipo === 'erro' ? 'alert' : 'status'}">${texto}</div>`;
}

function campo(o: {
  id: string;
  rotulo: string;
  valor?: string;
  tipo?: string;
  erro?: string;
  ajuda?: string;
  extra?: Html;
  obrigatorio?: boolean;
}): Html {
  const descr = [o.erro ? `${o.id}-erro` : '', o.ajuda ? `${o.id}-ajuda` : ''].filter(Boolean).join(' ');
  return html`<div class="campo">
<label for="${o.id}">${o.rotulo}${o.obrigatorio === false ? ' (opcional)' : ''}</label>
<input id="${o.id}" name="${o.id}" type="${o.tipo ?? 'text'}" value="${o.valor ?? ''}"${o.obrigatorio === false ? '' : cru(' required')}${o.erro ? cru(' aria-invalid="true"') : ''}${descr ? html` aria-describedby="${descr}"` : ''}${o.extra ?? ''}>
${o.ajuda ? html`<p class="ajuda" id="${o.id}-ajuda">${o.ajuda}</p>` : ''}
${o.erro ? html`<p class="erro" id="${o.id}-erro">${o.erro}</p>` : ''}
</div>`;
}

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

function opcoes(lista: readonly { valor: string; nome: string }[], atual: string, vazio: string): Html {
  return html`<option value="">${vazio}</option>${lista.map(
    (o) => html`<option value="${o.valor}"${o.valor === atual ? cru(' selected') : ''}>${o.nome}</option>`,
  )}`;
}

function selecao(o: {
  id: string;
  rotulo: string;
  valor: string;
  lista: readonly { valor: string; nome: string }[];
  erro?: string;
  vazio?: string;
  obrigatorio?: boolean;
}): Html {
  return html`<div class="campo">
<label for="${o.id}">${o.rotulo}${o.obrigatorio === false ? ' (opcional)' : ''}</label>
<select id="${o.id}" name="${o.id}"${o.obrigatorio === false ? '' : cru(' required')}${o.erro ? html` aria-invalid="true" aria-describedby="${o.id}-erro"` : ''}>
${opcoes(o.lista, o.valor, o.vazio ?? 'Selecione')}
</select>
${o.erro ? html`<p class="erro" id="${o.id}-erro">${o.erro}</p>` : ''}
</div>`;
}

function areaTexto(o: {
  id: string;
  rotulo: string;
  valor: string;
  max: number;
  erro?: string;
  ajuda?: string;
}) {
  const descr = [o.erro ? `${o.id}-erro` : '', o.ajuda ? `${o.id}-ajuda` : ''].filter(Boolean).join(' ');
  return html`<div class="campo">
<label for="${o.id}">${o.rotulo} (opcional)</label>
<textarea id="${o.id}" name="${o.id}" rows="4" maxlength="${o.max}"${o.erro ? cru(' aria-invalid="true"') : ''}${descr ? html` aria-describedby="${descr}"` : ''}>${o.valor}</textarea>
${o.ajuda ? html`<p class="ajuda" id="${o.id}-ajuda">${o.ajuda}</p>` : ''}
${o.erro ? html`<p class="erro" id="${o.id}-erro">${o.erro}</p>` : ''}
</div>`;
}

function marcar(id: string, rotulo: string, marcado: boolean): Html {
  return html`<label class="marcar"><input type="checkbox" id="${id}" name="${id}" value="S"${marcado ? cru(' checked') : ''}>${rotulo}</label>`;
}

/** The area's resume form: personal data, contact, address, profile, jobs, education, desired positions. */
export function paginaMeuCurriculo(d: DadosPaginaCurriculo): string {
  const erros = d.erros ?? {};
  const c = d.atual.corpo as Record<string, unknown>;
  // what the candidate sent wins over the stored value (a refused save loses nothing)
  const v = (k: string): string => (d.enviado ? textoDoForm(d.enviado[k]) : guardado(k));
  // stored digits shown as the masks type them
  const guardado = (k: string): string => {
    const valor = textoDoForm(c[k] ?? '');
    if (k.startsWith('nr_telefone_') && /^\d{10,11}$/.test(valor)) return formatarTelefone(valor);
    if (k === 'cd_cep' && /^\d{8}$/.test(valor)) return formatarCep(valor);
    return valor;
  };
  const sn = (k: string): boolean => (d.enviado ? textoDoForm(d.enviado[k]) === 'S' : c[k] === 'S');
  const brasileiro = Number(c.cd_pais ?? CD_PAIS_BRASIL) === CD_PAIS_BRASIL;
  const ufs = d.ufs.map((u) => ({ valor: u, nome: u }));

  const item = (
    prefixo: 'emprego' | 'curso',
    g: ItemCurriculoPortal | null,
    corpo: (id: (k: string) => string, val: (k: string) => string) => Html,
  ) => {
    const chave = g ? `${prefixo}_${g.nr_sequencia}` : `${prefixo}_novo`;
    const id = (k: string) => `${chave}_${k}`;
    const val = (k: string) => (d.enviado ? textoDoForm(d.enviado[id(k)]) : g ? (g.campos[k] ?? '') : '');
    const erro = erros[chave];
    return html`<fieldset class="item"${erro ? html` aria-invalid="true" aria-describedby="${chave}-erro"` : ''}>
<legend>${g ? (prefixo === 'emprego' ? val('nm_pessoa_empresa') || 'Experiência' : val('nm_curso') || 'Formação') : prefixo === 'emprego' ? 'Adicionar uma experiência' : 'Adicionar uma formação'}</legend>
${erro ? html`<p class="erro" id="${chave}-erro">${erro}</p>` : ''}
${corpo(id, val)}
${g ? marcar(id('remover'), prefixo === 'emprego' ? 'Remover esta experiência' : 'Remover esta formação', val('remover') === 'S') : ''}
</fieldset>`;
  };
  const emprego = (g: ItemCurriculoPortal | null) =>
    item(
      'emprego',
      g,
      (id, val) => html`<div class="duas">
${campo({ id: id('nm_pessoa_empresa'), rotulo: 'Empresa', valor: val('nm_pessoa_empresa'), obrigatorio: false, extra: cru(' maxlength="200"') })}
${campo({ id: id('nm_cargo'), rotulo: 'Cargo', valor: val('nm_cargo'), obrigatorio: false, extra: cru(' maxlength="120"') })}
</div>
<div class="duas">
${campo({ id: id('dt_inicio'), rotulo: 'Início', tipo: 'date', valor: val('dt_inicio'), obrigatorio: false })}
${campo({ id: id('dt_fim'), rotulo: 'Saída', tipo: 'date', valor: val('dt_fim'), obrigatorio: false, ajuda: 'Deixe em branco se ainda trabalha lá.' })}
</div>
${areaTexto({ id: id('ds_experiencia_profissional'), rotulo: 'O que você fazia', valor: val('ds_experiencia_profissional'), max: L.descricaoEmprego })}`,
    );
  const niveis = NIVEIS_FORMACAO.map((n) => ({ valor: String(n.cd), nome: n.nome }));
  const situacoes = SITUACOES_FORMACAO.map((s) => ({ valor: s.id, nome: s.nome }));
  const curso = (g: ItemCurriculoPortal | null) =>
    item(
      'curso',
      g,
      (id, val) => html`<div class="duas">
${selecao({ id: id('cd_nivel'), rotulo: 'Nível', valor: val('cd_nivel'), lista: niveis, obrigatorio: false })}
${selecao({ id: id('id_situacao'), rotulo: 'Situação', valor: val('id_situacao'), lista: situacoes, obrigatorio: false })}
</div>
<div class="duas">
${campo({ id: id('nm_curso'), rotulo: 'Curso', valor: val('nm_curso'), obrigatorio: false, extra: html` maxlength="${L.nomeCurso}"` })}
${campo({ id: id('nm_pessoa_estab_ensino'), rotulo: 'Instituição de ensino', valor: val('nm_pessoa_estab_ensino'), obrigatorio: false, extra: html` maxlength="${L.nomeEscola}"` })}
</div>
${campo({ id: id('dt_conclusao_curso'), rotulo: 'Conclusão (mês e ano)', tipo: 'month', valor: val('dt_conclusao_curso'), obrigatorio: false, extra: cru(' placeholder="AAAA-MM"') })}`,
    );

  const manter = d.enviado
    ? new Set(
        (Array.isArray(d.enviado.cargo_manter) ? d.enviado.cargo_manter : [d.enviado.cargo_manter]).map(
          String,
        ),
      )
    : new Set(d.atual.cargos.map((k) => String(k.CD_CARGO)));
  const temErros = Object.keys(erros).length > 0;

  return paginaDeMarcacao(
    { titulo: 'Meu currículo', indexar: false, logado: true },
    html`<p><a href="${P}/minha-area">← Voltar para minha área</a></p>
<h1>Meu currículo</h1>
${alerta('ok', d.mensagem)}${alerta('erro', d.erro)}${temErros ? alerta('erro', MC.confira) : ''}
${
  d.outros?.length
    ? html`<div class="alerta erro" role="alert"><p>${MC.outrosCampos}</p><ul>${d.outros.map((o) => html`<li>${o}</li>`)}</ul></div>`
    : ''
}
<p>Mantenha seus dados em dia: é com eles que a empresa encontra você para novas vagas. Os campos sem "(opcional)" são obrigatórios.</p>
<form class="cartao" method="post" action="${P}/minha-area/curriculo" novalidate>
<input type="hidden" name="carimbo" value="${d.carimbo}">
<h2>Dados pessoais</h2>
${campo({ id: 'nm_pessoa', rotulo: 'Nome completo', valor: v('nm_pessoa'), erro: erros.nm_pessoa, extra: html` autocomplete="name" maxlength="${LIMITES_PORTAL.nomeMax}"` })}
<div class="campo"><span class="rotulo-fixo">CPF</span> <strong>${d.cpf}</strong>
<p class="ajuda">O CPF é o seu acesso e não pode ser alterado aqui.</p></div>
<div class="duas">
${campo({ id: 'dt_nascimento', rotulo: 'Data de nascimento', tipo: 'date', valor: v('dt_nascimento'), erro: erros.dt_nascimento, extra: cru(' autocomplete="bday"') })}
${selecao({ id: 'id_sexo', rotulo: 'Sexo', valor: v('id_sexo'), lista: SEXOS.map((s) => ({ valor: s.id, nome: s.nome })), erro: erros.id_sexo })}
</div>
${selecao({ id: 'id_estado_civil', rotulo: 'Estado civil', valor: v('id_estado_civil'), lista: ESTADOS_CIVIS.map((s) => ({ valor: s.id, nome: s.nome })), erro: erros.id_estado_civil })}
${
  brasileiro
    ? html`<div class="duas">
${campo({ id: 'nm_cidade_origem', rotulo: 'Cidade onde nasceu', valor: v('nm_cidade_origem'), erro: erros.nm_cidade_origem, extra: cru(' maxlength="120"') })}
${selecao({ id: 'cd_uf', rotulo: 'UF onde nasceu', valor: v('cd_uf'), lista: ufs, erro: erros.cd_uf })}
</div>`
    : campo({
        id: 'nr_ano_chegada_brasil',
        rotulo: 'Ano de chegada ao Brasil',
        valor: v('nr_ano_chegada_brasil'),
        erro: erros.nr_ano_chegada_brasil,
        extra: cru(' inputmode="numeric" maxlength="4"'),
      })
}
<h2>Contato</h2>
${campo({ id: 'ds_email', rotulo: 'E-mail', tipo: 'email', valor: v('ds_email'), erro: erros.ds_email, extra: html` autocomplete="email" maxlength="${LIMITES_PORTAL.emailMax}"` })}
<div class="duas">
<div>${campo({ id: 'nr_telefone_cel', rotulo: 'Celular com DDD', tipo: 'tel', valor: v('nr_telefone_cel'), erro: erros.nr_telefone_cel, extra: cru(' autocomplete="tel" inputmode="tel" maxlength="15" data-mascara="telefone"') })}
${marcar('id_possui_whatsapp_cel', 'Este celular tem WhatsApp', sn('id_possui_whatsapp_cel'))}</div>
${campo({ id: 'nr_telefone_rec', rotulo: 'Telefone para recado', tipo: 'tel', valor: v('nr_telefone_rec'), erro: erros.nr_telefone_rec, obrigatorio: false, extra: cru(' inputmode="tel" maxlength="15" data-mascara="telefone"') })}
</div>
${campo({ id: 'nr_telefone_res', rotulo: 'Telefone residencial', tipo: 'tel', valor: v('nr_telefone_res'), erro: erros.nr_telefone_res, obrigatorio: false, extra: cru(' inputmode="tel" maxlength="15" data-mascara="telefone"') })}
<h2>Endereço</h2>
<div class="duas">
<div>${campo({ id: 'cd_cep', rotulo: 'CEP', valor: v('cd_cep'), erro: erros.cd_cep, ajuda: 'Com o CEP completo, o endereço é preenchido.', extra: html` inputmode="numeric" autocomplete="postal-code" maxlength="${L.cepMax}" data-cep="${P}/minha-area/cep/"` })}
<p class="detalhe" id="cep-busca" role="status" aria-live="polite"></p></div>
${campo({ id: 'nm_cep', rotulo: 'Rua (logradouro)', valor: v('nm_cep'), erro: erros.nm_cep, extra: cru(' autocomplete="address-line1" maxlength="200"') })}
</div>
<div class="duas">
${campo({ id: 'nr_endereco', rotulo: 'Número', valor: v('nr_endereco'), erro: erros.nr_endereco, obrigatorio: false, extra: cru(' maxlength="20"') })}
${campo({ id: 'ds_complemento', rotulo: 'Complemento', valor: v('ds_complemento'), erro: erros.ds_complemento, obrigatorio: false, extra: cru(' maxlength="120"') })}
</div>
${campo({ id: 'nm_bairro', rotulo: 'Bairro', valor: v('nm_bairro'), erro: erros.nm_bairro, extra: cru(' maxlength="120"') })}
<div class="duas">
${campo({ id: 'nm_cidade_reside', rotulo: 'Cidade', valor: v('nm_cidade_reside'), erro: erros.nm_cidade_reside, extra: html` autocomplete="address-level2" maxlength="${LIMITES_PORTAL.cidadeMax}"` })}
${selecao({ id: 'cd_uf_reside', rotulo: 'UF', valor: v('cd_uf_reside'), lista: ufs, erro: erros.cd_uf_reside })}
</div>
<h2>Perfil profissional</h2>
<div class="duas">
${campo({ id: 'pretensao_salarial', rotulo: 'Pretensão salarial (R$)', valor: v('pretensao_salarial'), erro: erros.pretensao_salarial, obrigatorio: false, extra: html` inputmode="decimal" maxlength="${L.moedaTexto}" placeholder="0,00"` })}
${selecao({ id: 'cd_habilitacao_cat', rotulo: 'Carteira de motorista (CNH)', valor: v('cd_habilitacao_cat'), lista: HABILITACOES.map((h) => ({ valor: h, nome: h })), erro: erros.cd_habilitacao_cat, vazio: 'Não tenho', obrigatorio: false })}
</div>
${marcar('possui_veiculo', 'Tenho veículo próprio', sn('possui_veiculo'))}
<fieldset class="campo"${erros.id_turno_normal ? cru(' aria-invalid="true" aria-describedby="turnos-erro"') : ''}><legend>Turnos em que posso trabalhar</legend>
<div class="marcas">
${marcar('id_turno_normal', 'Comercial', sn('id_turno_normal'))}
${marcar('id_turno_matutino', 'Manhã', sn('id_turno_matutino'))}
${marcar('id_turno_vespertino', 'Tarde', sn('id_turno_vespertino'))}
${marcar('id_turno_noturno', 'Noite', sn('id_turno_noturno'))}
${marcar('id_revezamento', 'Revezamento', sn('id_revezamento'))}
</div>
${erros.id_turno_normal ? html`<p class="erro" id="turnos-erro">${erros.id_turno_normal}</p>` : ''}
</fieldset>
${areaTexto({ id: 'ds_experiencia_profissional', rotulo: 'Resumo profissional', valor: v('ds_experiencia_profissional'), max: 4000, erro: erros.ds_experiencia_profissional, ajuda: 'Conte em poucas linhas o que você já fez e o que procura.' })}
<h2>Cargos que procuro</h2>
<fieldset class="campo"${erros.cargo_novo ? cru(' aria-invalid="true" aria-describedby="cargo_novo-erro"') : ''}><legend>Cargos pretendidos</legend>
${
  d.atual.cargos.length
    ? html`<div class="marcas">${d.atual.cargos.map(
        (k) =>
          html`<label class="marcar"><input type="checkbox" name="cargo_manter" value="${k.CD_CARGO}"${manter.has(String(k.CD_CARGO)) ? cru(' checked') : ''}>${k.NM_CARGO}</label>`,
      )}</div><p class="ajuda">Desmarque um cargo para deixar de procurá-lo.</p>`
    : html`<p class="ajuda">Você ainda não escolheu nenhum cargo.</p>`
}
${selecao({ id: 'cargo_novo', rotulo: 'Acrescentar um cargo', valor: v('cargo_novo'), lista: d.cargos.map((k) => ({ valor: String(k.cd), nome: k.nome })), erro: erros.cargo_novo, vazio: 'Nenhum', obrigatorio: false })}
${campo({ id: 'cargo_novo_experiencia', rotulo: 'Anos de experiência nesse cargo', valor: v('cargo_novo_experiencia'), obrigatorio: false, extra: cru(' inputmode="decimal" maxlength="4"') })}
</fieldset>
<h2>Experiências profissionais</h2>
${d.atual.empregos.map((g) => emprego(g))}
${emprego(null)}
<h2>Formação</h2>
${d.atual.cursos.map((g) => curso(g))}
${curso(null)}
<div class="acoes"><button class="botao" type="submit">Salvar currículo</button>
<a href="${P}/minha-area">Cancelar</a></div>
</form>`,
  );
}
