import { CONTRATOS_ADMIN as CA } from '@backoffice/domain/contratos/admin';
import { CONTRATOS_ADMIN_ACESSO as C } from '@backoffice/domain/contratos/admin-acesso';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { LoadingState } from '../../components/controls/list-states';
import { useAcao } from '../../lib/dados';
import { ERRO_VAGAS_ABERTAS, useVagasAbertas } from './api-admin-acesso';
import { EscolhaAnalista, TabelaVagasAbertas } from './vagas-abertas-usuario';

/**
 * The confirmation of Desativar acesso: the user's open vacancies (count and list) and, when there
 * are any, the choice of transferring them to another analyst first or deactivating without it.
 */
export function DesativarUsuarioModal({
  usuario,
  opened,
  onClose,
}: {
  usuario: { user_sip: number; nm_pessoa: string };
  opened: boolean;
  onClose: () => void;
}) {
  const vagas = useVagasAbertas(usuario.user_sip, opened);
  const [analista, setAnalista] = useState<number | null>(null);
  const params = { user_sip: usuario.user_sip };
  const transferir = useAcao(C.transferirVagas, { sucesso: (r) => r.message, invalidar: [C.vagasAbertas] });
  const desativar = useAcao(CA.desativar, {
    sucesso: (r) => r.message,
    aoConcluir: onClose,
    invalidar: [CA.usuario, C.vagasAbertas],
  });
  const ocupado = transferir.isPending || desativar.isPending;

  // each opening starts without an analyst chosen
  useEffect(() => {
    if (opened) setAnalista(null);
  }, [opened]);

  async function transferirEDesativar() {
    if (analista === null) return;
    try {
      await transferir.mutateAsync({ params, corpo: { cd_analista: analista } });
    } catch {
      return; // the server's message is shown; nothing is deactivated
    }
    desativar.mutate({ params });
  }

  const lista = vagas.data ?? [];
  const temVagas = lista.length > 0;
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title="Desativar acesso"
      size="lg"
      footer={
        <>
          <Button variant="default" onClick={onClose} disabled={ocupado}>
            Cancelar
          </Button>
          {temVagas ? (
            <>
              <Button
                variant="light"
                color="red"
                onClick={() => desativar.mutate({ params })}
                loading={desativar.isPending && !transferir.isPending}
                disabled={ocupado}
              >
                Desativar sem transferir
              </Button>
              <Button
                color="red"
                onClick={() => void transferirEDesativar()}
                disabled={analista === null || ocupado}
                loading={transferir.isPending}
              >
                Transferir e desativar
              </Button>
            </>
          ) : (
            <Button
              color="red"
              onClick={() => desativar.mutate({ params })}
              loading={desativar.isPending}
              disabled={vagas.isPending}
            >
              Desativar
            </Button>
          )}
        </>
      }
    >
      <Stack gap="sm">
        <Text size="sm">
          {usuario.nm_pessoa} deixa de entrar no sistema, e as sessões abertas são encerradas agora.
        </Text>
        {vagas.isPending ? (
          <LoadingState />
        ) : vagas.isError ? (
          <Alert color="red">{ERRO_VAGAS_ABERTAS}</Alert>
        ) : temVagas ? (
          <>
            <Alert
              color="yellow"
              title={lista.length === 1 ? '1 vaga aberta' : `${lista.length} vagas abertas`}
            >
              {usuario.nm_pessoa} é analista destas vagas. Transfira-as para outro analista, ou desative sem
              transferir (a transferência continua disponível na página do usuário).
            </Alert>
            <TabelaVagasAbertas vagas={lista} />
            <EscolhaAnalista value={analista} onChange={setAnalista} disabled={ocupado} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Nenhuma vaga aberta tem este usuário como analista.
          </Text>
        )}
      </Stack>
    </AppModal>
  );
}
