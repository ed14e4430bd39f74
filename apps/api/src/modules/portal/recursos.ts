import { createHash } from 'node:crypto';
import { MENSAGENS_CURRICULO_PORTAL as MC } from '@backoffice/domain/portal-curriculo';

/**
 * The portal's stylesheet, its one small script (progressive enhancement: copying a vacancy's
 * link, the CPF and phone masks, the name of a chosen file) and its icon. Served as files of the portal with a long cache,
 * named by their hash, so the strict Content-Security-Policy ('self', no inline code) holds on
 * every page.
 */
const CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:Inter,"Segoe UI",system-ui,-apple-system,Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;
  font-size:1rem;line-height:1.55;color:#212529;background:#f8f9fa}
a{color:#1a52b0}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible,summary:focus-visible{outline:3px solid #4e80df;outline-offset:2px}
.pular{position:absolute;left:-9999px;top:0;background:#fff;padding:.5rem 1rem}
.pular:focus{left:.5rem;z-index:10}
header.topo{background:#1a52b0;color:#fff}
header.topo .faixa{max-width:60rem;margin:0 auto;padding:.75rem 1rem;display:flex;gap:1rem;align-items:center;justify-content:space-between;flex-wrap:wrap}
header.topo a{color:#fff;text-decoration:none;font-weight:600}
header.topo a.marca{font-size:1.15rem}
main{max-width:60rem;margin:0 auto;padding:1rem}
footer{max-width:60rem;margin:2rem auto 0;padding:1rem;color:#495057;font-size:.875rem;border-top:1px solid #dee2e6}
h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0 1rem;font-weight:600}
h2{font-size:1.15rem;margin:1.5rem 0 .5rem;font-weight:600}
.cartao{background:#fff;border:1px solid #dee2e6;border-radius:.25rem;padding:1rem;margin:0 0 .75rem}
.lista{list-style:none;margin:0;padding:0}
.lista h2{margin:0 0 .25rem;font-size:1.05rem}
.lista h3{margin:0 0 .25rem;font-size:1.05rem}
.lista h2 a{text-decoration:none}
.lista h2 a:hover{text-decoration:underline}
.detalhe{color:#495057;font-size:.9rem;margin:0}
.filtros{display:grid;gap:.75rem;grid-template-columns:1fr}
@media (min-width:40rem){.filtros{grid-template-columns:2fr 1fr 1fr auto;align-items:end}}
label{display:block;font-weight:600;font-size:.9rem;margin:0 0 .25rem}
input,select,textarea{width:100%;font:inherit;padding:.5rem .6rem;border:1px solid #868e96;border-radius:.25rem;background:#fff;min-height:2.75rem}
label.aceite{font-weight:400}
fieldset{border:1px solid #dee2e6;border-radius:.25rem;padding:.75rem 1rem}
legend{font-weight:600;padding:0 .25rem}
input[type=checkbox]{width:1.25rem;height:1.25rem;min-height:0;margin:0 .5rem 0 0;vertical-align:middle}
.campo{margin:0 0 1rem}
.campo .ajuda{font-size:.85rem;color:#495057;margin:.25rem 0 0}
.campo .erro,.alerta.erro{color:#a51d24}
.campo .erro{font-size:.9rem;margin:.25rem 0 0;font-weight:600}
input[aria-invalid=true],select[aria-invalid=true],textarea[aria-invalid=true],fieldset[aria-invalid=true]{border-color:#a51d24;border-width:2px}
span.rotulo-fixo{font-weight:600;font-size:.9rem}
label.marcar{font-weight:400;display:flex;align-items:center;min-height:2.75rem;margin:0}
.marcas{display:flex;flex-wrap:wrap;gap:0 1.25rem}
fieldset.item{margin:0 0 1rem}
.acoes{display:flex;gap:.75rem;flex-wrap:wrap;align-items:center}
.duas{display:grid;gap:0 1rem;grid-template-columns:1fr}
@media (min-width:40rem){.duas{grid-template-columns:1fr 1fr}}
.botao{display:inline-block;font:inherit;font-weight:600;background:#1a52b0;color:#fff;border:0;border-radius:.25rem;padding:.65rem 1.25rem;min-height:2.75rem;text-decoration:none;cursor:pointer}
.botao:hover{background:#10489e}
.botao.secundario{background:#fff;color:#1a52b0;border:1px solid #1a52b0}
.alerta{border-radius:.25rem;padding:.75rem 1rem;margin:0 0 1rem;border:1px solid}
.alerta.ok{background:#ebfbee;border-color:#2b8a3e;color:#1e5f2b}
.alerta.erro{background:#fff5f5;border-color:#a51d24}
.alerta.info{background:#e9f2ff;border-color:#1a52b0;color:#10489e}
.paginas{display:flex;gap:.75rem;align-items:center;justify-content:space-between;margin:1rem 0}
.tabela{width:100%;border-collapse:collapse;background:#fff;border:1px solid #dee2e6;margin:0 0 1rem}
.tabela th,.tabela td{text-align:left;vertical-align:top;padding:.5rem .75rem;border-bottom:1px solid #dee2e6;overflow-wrap:anywhere}
.tabela thead th{background:#f1f3f5;font-size:.875rem}
.etiqueta{display:inline-block;background:#e9f2ff;color:#10489e;border-radius:1rem;padding:.1rem .6rem;font-size:.8rem;font-weight:600}
.compartilhar{display:flex;gap:.75rem;flex-wrap:wrap;align-items:center}
.oculto{position:absolute!important;left:-10000px!important;width:1px;height:1px;overflow:hidden}
.arquivo{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem .75rem;position:relative}
.arquivo .ajuda{flex-basis:100%}
.arquivo label.botao{margin:0}
.arquivo-entrada{position:absolute;width:1px;height:1px;min-height:0;padding:0;margin:0;border:0;opacity:0;overflow:hidden;clip-path:inset(50%)}
.arquivo-entrada:focus-visible+label{outline:3px solid #4e80df;outline-offset:2px}
.arquivo-entrada:valid~.arquivo-escolha .arquivo-nenhum,.arquivo-entrada:invalid~.arquivo-escolha .arquivo-escolhido{display:none}
.arquivo-escolha{color:#495057;overflow-wrap:anywhere}
dl.dados{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dl.dados dt{font-weight:600}
dl.dados dd{margin:0}
`;

const JS = `(function(){
var b=document.querySelector('[data-copiar]');
if(b&&navigator.clipboard){b.hidden=false;b.addEventListener('click',function(){
navigator.clipboard.writeText(b.getAttribute('data-copiar')).then(function(){b.textContent='Link copiado';});});}
function mascara(el,f){el.addEventListener('input',function(){var d=el.value.replace(/\\D/g,'');el.value=f(d);});}
document.querySelectorAll('input[data-mascara=cpf]').forEach(function(el){mascara(el,function(d){d=d.slice(0,11);
return d.replace(/(\\d{3})(\\d)/,'$1.$2').replace(/(\\d{3})(\\d)/,'$1.$2').replace(/(\\d{3})(\\d{1,2})$/,'$1-$2');});});
var cep=document.querySelector('input[data-cep]');var aviso=document.getElementById('cep-busca');
if(cep&&aviso&&window.fetch){var ultimo='';var buscar=function(){var d=cep.value.replace(/\\D/g,'');
if(d.length!==8||d===ultimo)return;ultimo=d;aviso.textContent=${JSON.stringify(MC.cepBuscando)};
fetch(cep.getAttribute('data-cep')+d,{credentials:'same-origin',headers:{accept:'application/json'}}).then(function(r){
return r.json().then(function(j){return {ok:r.ok,j:j};});}).then(function(x){
if(!x.ok){aviso.textContent=x.j.error||${JSON.stringify(MC.cepFalhou)};return;}
var por={nm_cep:x.j.logradouro,nm_bairro:x.j.bairro,nm_cidade_reside:x.j.cidade,cd_uf_reside:x.j.uf};
Object.keys(por).forEach(function(id){var el=document.getElementById(id);if(el&&por[id])el.value=por[id];});
aviso.textContent=${JSON.stringify(MC.cepPreenchido)};}).catch(function(){aviso.textContent=${JSON.stringify(MC.cepFalhou)};});};
cep.addEventListener('change',buscar);cep.addEventListener('input',function(){if(cep.value.replace(/\\D/g,'').length===8)buscar();});}
document.querySelectorAll('input[type=file][data-arquivo-nome]').forEach(function(el){
var nome=document.getElementById(el.getAttribute('data-arquivo-nome'));if(!nome)return;
el.addEventListener('change',function(){if(el.files&&el.files[0])nome.textContent=el.files[0].name;});});
document.querySelectorAll('input[data-mascara=telefone]').forEach(function(el){mascara(el,function(d){d=d.slice(0,11);
if(d.length<3)return d;var m=d.length>10?5:4;return '('+d.slice(0,2)+') '+d.slice(2,2+m)+(d.length>2+m?'-'+d.slice(2+m):'');});});
})();`;

/** The site's icon: a white briefcase on the portal's blue (no script, no link: an image only). */
const ICONE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1a52b0"/>' +
  '<path fill="#fff" d="M12 9V7.5A1.5 1.5 0 0 1 13.5 6h5A1.5 1.5 0 0 1 20 7.5V9h5a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V10a1 1 0 0 1 1-1zm2 0h4V8h-4z"/>' +
  '<path fill="#1a52b0" d="M6 15h20v1.5H6z"/></svg>';

function versao(conteudo: string): string {
  return createHash('sha256').update(conteudo).digest('hex').slice(0, 12);
}

export const RECURSOS = {
  css: { nome: `portal.${versao(CSS)}.css`, conteudo: CSS, tipo: 'text/css; charset=utf-8' },
  js: { nome: `portal.${versao(JS)}.js`, conteudo: JS, tipo: 'text/javascript; charset=utf-8' },
  icone: { nome: `favicon.${versao(ICONE)}.svg`, conteudo: ICONE, tipo: 'image/svg+xml' },
} as const;
