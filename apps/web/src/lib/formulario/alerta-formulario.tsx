import { Alert } from '@mantine/core';

/** The part of a refused save that names no field of the form, in one alert above the save. */
export function AlertaFormulario({ mensagem }: { mensagem: string | null }) {
  if (!mensagem) return null;
  return (
    <Alert color="red" role="alert" title="Não foi possível salvar">
      {mensagem}
    </Alert>
  );
}
