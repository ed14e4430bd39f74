import { PERMISSOES_CONTRATACAO } from '@backoffice/domain/contratacao';
import { temPermissao } from '@backoffice/domain/permissions';
import { ClientePage, type ExtrasCliente } from '../../features/clientes/cliente-page';
import { ContratacoesLista } from '../../features/contratacoes/contratacoes-lista';
import { CotasClienteCard } from '../../features/contratacoes/cotas-cliente-card';
import { useUsuario } from '../../lib/sessao';

const EXTRAS: ExtrasCliente = {
  cartoes: (cdPessoa) => <CotasClienteCard cdPessoa={cdPessoa} />,
  abas: [
    {
      valor: 'contratacoes',
      rotulo: 'Contratações',
      conteudo: (cdPessoa) => <ContratacoesLista fixos={{ cd_pessoa_cliente: cdPessoa }} />,
    },
  ],
};

/**
 * The client's page with its legal quotas ('Cotas legais') and its placements ('Contratações'), for
 * the codes that read placements (selection, recruitment, finance).
 */
export function ClienteComContratacoes(props: Parameters<typeof ClientePage>[0]) {
  const usuario = useUsuario();
  const ve = temPermissao(usuario?.permissoes ?? [], PERMISSOES_CONTRATACAO.consultar);
  return <ClientePage {...props} extras={ve ? EXTRAS : undefined} />;
}
