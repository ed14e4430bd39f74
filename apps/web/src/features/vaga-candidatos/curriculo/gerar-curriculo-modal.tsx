import { Text } from '@mantine/core';
import { AppModal } from '../../../components/controls/app-modal';

export interface GerarCurriculoModalProps {
  nrVaga: number;
  cdPessoa: number;
  nmPessoa: string;
  opened: boolean;
  onClose: () => void;
  onGerado: () => void;
}

/** Resume generation of a related candidate (spec 001 §2.9). */
export function GerarCurriculoModal({ nrVaga, nmPessoa, opened, onClose }: GerarCurriculoModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title={`Gerar currículo - ${nmPessoa}`}>
      <Text>As configurações do currículo da vaga {nrVaga} são carregadas aqui.</Text>
    </AppModal>
  );
}
