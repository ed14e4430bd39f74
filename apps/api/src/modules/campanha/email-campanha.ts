import { EMAIL_CAMPANHA, primeiroNome } from '@backoffice/domain/campanhas';
import Mustache from 'mustache';

export interface EmailCampanhaRenderizado {
  assunto: string;
  texto: string;
  html: string;
}

interface Visao {
  assunto: string;
  saudacao: string;
  paragrafos: readonly string[];
  despedida: string;
  assinatura: string;
  rodape: string;
}

// Mustache escapes every {{value}} for HTML (& < > " ' / ` =); the text part uses {{{value}}}, left as is.
const HTML = `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{assunto}}</title>
</head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 32px 8px;font-size:20px;font-weight:bold;color:#1864ab;">{{assunto}}</td></tr>
<tr><td style="padding:8px 32px;font-size:16px;line-height:24px;">
<p style="margin:0 0 16px;">{{saudacao}}</p>
{{#paragrafos}}
<p style="margin:0 0 16px;">{{.}}</p>
{{/paragrafos}}
<p style="margin:0;">{{despedida}}<br>{{assinatura}}</p>
</td></tr>
<tr><td style="padding:16px 32px 24px;font-size:12px;line-height:18px;color:#868e96;">{{rodape}}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

const TEXTO = `{{{saudacao}}}

{{#paragrafos}}
{{{.}}}

{{/paragrafos}}
{{{despedida}}}
{{{assinatura}}}

--
{{{rodape}}}
`;

/**
 * The campaign e-mail to one employee, rendered from its pt-BR content (EMAIL_CAMPANHA) in an HTML
 * part and a plain-text part. The name comes from the database: it is escaped in the HTML.
 */
export function renderizarEmailCampanha(nome: string): EmailCampanhaRenderizado {
  const visao: Visao = {
    assunto: EMAIL_CAMPANHA.assunto,
    saudacao: EMAIL_CAMPANHA.saudacao(primeiroNome(nome)),
    paragrafos: EMAIL_CAMPANHA.paragrafos,
    despedida: EMAIL_CAMPANHA.despedida,
    assinatura: EMAIL_CAMPANHA.assinatura,
    rodape: EMAIL_CAMPANHA.rodape,
  };
  return {
    assunto: EMAIL_CAMPANHA.assunto,
    texto: Mustache.render(TEXTO, visao),
    html: Mustache.render(HTML, visao),
  };
}
