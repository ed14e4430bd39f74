import { podeAcessar } from '@backoffice/domain/permissions';
import { Button, Group } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { AutoatendimentoPage } from '../../features/autoatendimento/autoatendimento-page';
import { ContadorVagasAbertas } from '../../features/vagas-recrutamento/vagas-abertas';
import { useUsuario } from '../../lib/sessao';
import { PARAMETRO_SUBABA } from '../../lib/tab-url';
import { type PaginaAbaProps, useTabs } from '../../lib/tabs';

/**
 * The self-service candidates screen (spec 001 §2.10): the queue of the user's unit (fixed unit
 * selector, filter, pages of 20) under the pick-lists of open vacancies by type and the button to the
 * Recruitment tab on its recruitment vacancies.
 */
export function AutoatendimentoEntrarPage({ params }: PaginaAbaProps) {
  const usuario = useUsuario();
  const { abrir } = useTabs();
  const recrutamento = podeAcessar(usuario?.permissoes ?? [], 'recrutamentoEntrar');
  return (
    <AutoatendimentoPage
      params={params}
      cabecalho={
        <Group align="flex-end" gap="md" wrap="wrap">
          <ContadorVagasAbertas />
          {recrutamento && (
            <Button
              variant="light"
              leftSection={<IconBriefcase size={16} aria-hidden />}
              onClick={() => abrir('RecrutamentoEntrar', { [PARAMETRO_SUBABA]: 'vagasRecrutamento' })}
            >
              Vagas do recrutamento
            </Button>
          )}
        </Group>
      }
    />
  );
}
