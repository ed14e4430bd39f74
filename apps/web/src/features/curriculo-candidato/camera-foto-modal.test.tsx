import { MENSAGENS_CAMERA as M } from '@backoffice/domain/foto-camera';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../app/test-utils';
import { CameraFotoModal, mensagemErroCamera } from './camera-foto-modal';

// the detector is not loaded here (no camera image reaches it)
vi.mock('./detector-rosto', () => ({ detectorRosto: () => new Promise(() => {}) }));

const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
function camera(getUserMedia: (() => Promise<MediaStream>) | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: getUserMedia ? { getUserMedia } : undefined,
  });
}
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'mediaDevices', original);
  else Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('CameraFotoModal: the camera refused', () => {
  it.each([
    ['NotAllowedError', M.acessoNegado],
    ['SecurityError', M.acessoNegado],
    ['NotFoundError', M.semCamera],
    ['OverconstrainedError', M.semCamera],
    ['NotReadableError', M.erroAcesso],
  ])('%s: %s', async (nome, mensagem) => {
    const pedir = vi.fn(() => Promise.reject(new DOMException('recusado', nome)));
    camera(pedir);
    renderizar(<CameraFotoModal onClose={() => {}} onFoto={async () => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(mensagem);
    expect(pedir).toHaveBeenCalledWith({
      audio: false,
      video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
    });
    expect(screen.getByRole('button', { name: 'Capturar' })).toBeDisabled();
  });

  it('a browser without camera access says it cannot access the camera', async () => {
    camera(undefined);
    renderizar(<CameraFotoModal onClose={() => {}} onFoto={async () => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.erroAcesso);
  });

  it('names the refusals of older browsers too', () => {
    expect(mensagemErroCamera({ name: 'PermissionDeniedError' })).toBe(M.erroAcesso);
    expect(mensagemErroCamera(Object.assign(new Error('x'), { name: 'PermissionDeniedError' }))).toBe(
      M.acessoNegado,
    );
    expect(mensagemErroCamera(Object.assign(new Error('x'), { name: 'DevicesNotFoundError' }))).toBe(
      M.semCamera,
    );
  });
});
