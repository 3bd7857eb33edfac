import { Camera, CameraOff, ImageUp, Loader2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import {
  decodeImageData,
  imageDataFromFile,
  warmUpDecoder,
  type Decoded,
} from '../scan/decode-image.ts';

type CameraState = 'starting' | 'live' | 'denied' | 'unavailable' | 'failed';

const CAMERA_MESSAGES: Record<Exclude<CameraState, 'starting' | 'live'>, string> = {
  denied: 'Camera access is off. Allow it in your browser’s settings, or choose an image.',
  unavailable: 'No camera here. Choose a screenshot or photo of the code instead.',
  failed: 'The camera could not start. Choose a screenshot or photo of the code instead.',
};

const NOT_FOUND = 'No barcode or QR code found in that image. Try a sharper or closer one.';
const UNREADABLE = 'That file could not be opened as an image.';

/** How often a camera frame is read (a read takes 10-60 ms on a phone). */
const FRAME_INTERVAL_MS = 200;
/** Frames are read at most this wide: enough for a coupon held at arm's length. */
const FRAME_MAX_WIDTH = 1280;

function cameraProblem(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'unavailable';
  return 'failed';
}

export interface ScanCodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onScan: (result: Decoded) => void;
}

/**
 * "Scan code": the camera's view, read a few times a second until a code is found, and a way
 * to choose an image instead (a screenshot of a coupon). Loaded only when opened.
 */
export default function ScanCodeDialog({ open, onOpenChange, onScan }: ScanCodeDialogProps) {
  const id = useId();
  // State, not a ref: the dialog's content mounts after the dialog itself (Radix's portal).
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [readingImage, setReadingImage] = useState(false);
  const done = useRef(false);

  const finish = useCallback(
    (result: Decoded) => {
      if (done.current) return;
      done.current = true;
      onScan(result);
      onOpenChange(false);
    },
    [onScan, onOpenChange],
  );

  // The camera, while the dialog is open.
  useEffect(() => {
    if (!open || !element) return;
    done.current = false;
    warmUpDecoder();
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');

    async function readFrame() {
      if (stopped || !element || element.readyState < 2 || element.videoWidth === 0) return;
      const scale = Math.min(1, FRAME_MAX_WIDTH / element.videoWidth);
      canvas.width = Math.round(element.videoWidth * scale);
      canvas.height = Math.round(element.videoHeight * scale);
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return;
      context.drawImage(element, 0, 0, canvas.width, canvas.height);
      const result = await decodeImageData(context.getImageData(0, 0, canvas.width, canvas.height));
      if (result && !stopped) finish(result);
    }

    function schedule() {
      timer = window.setTimeout(() => {
        readFrame()
          .catch(() => undefined)
          .finally(() => {
            if (!stopped) schedule();
          });
      }, FRAME_INTERVAL_MS);
    }

    async function start() {
      setCamera('starting');
      if (!navigator.mediaDevices?.getUserMedia) {
        setCamera('unavailable');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
        });
      } catch (error) {
        if (!stopped) setCamera(cameraProblem(error));
        return;
      }
      if (stopped) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      if (element) {
        element.srcObject = stream;
        await element.play().catch(() => undefined);
      }
      setCamera('live');
      schedule();
    }

    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      if (element) element.srcObject = null;
    };
  }, [open, element, finish]);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setImageProblem(null);
    setReadingImage(true);
    try {
      let image: ImageData;
      try {
        image = await imageDataFromFile(file);
      } catch {
        setImageProblem(UNREADABLE);
        return;
      }
      const result = await decodeImageData(image);
      if (result) finish(result);
      else setImageProblem(NOT_FOUND);
    } catch {
      setImageProblem('The code reader could not load. Check your connection and try again.');
    } finally {
      setReadingImage(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  const cameraMessage = camera === 'starting' || camera === 'live' ? null : CAMERA_MESSAGES[camera];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setImageProblem(null);
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Scan code</DialogTitle>
          <DialogDescription>
            Point your camera at the barcode or QR code, or choose a screenshot of the coupon.
          </DialogDescription>
        </DialogHeader>
        <div
          className="relative flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-xl bg-neutral-900 text-neutral-100"
          data-testid="scan-viewfinder"
          data-camera={camera}
        >
          <video
            ref={setElement}
            className={camera === 'live' ? 'size-full object-cover' : 'hidden'}
            playsInline
            muted
            aria-label="Camera view"
          />
          {camera === 'live' && (
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-[10%] inset-y-[25%] rounded-lg border-2 border-white/80 shadow-[0_0_0_100vmax_rgba(0,0,0,0.35)]"
            />
          )}
          {camera === 'starting' && (
            <p className="flex items-center gap-2 text-sm" role="status">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              Starting the camera…
            </p>
          )}
          {cameraMessage && (
            <div className="flex max-w-xs flex-col items-center gap-2 p-4 text-center text-sm">
              <CameraOff className="size-6" aria-hidden="true" />
              <p role="status">{cameraMessage}</p>
            </div>
          )}
        </div>
        {camera === 'live' && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Camera className="size-4" aria-hidden="true" />
            Looking for a code…
          </p>
        )}
        <div className="flex flex-col gap-2">
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Image of the code"
            data-testid="scan-image-file"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          <Button
            type="button"
            variant="outline"
            disabled={readingImage}
            onClick={() => fileInput.current?.click()}
          >
            {readingImage ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <ImageUp aria-hidden="true" />
            )}
            {readingImage ? 'Reading the image...' : 'Choose an image'}
          </Button>
          {imageProblem && (
            <p className="text-sm text-destructive" role="alert">
              {imageProblem}
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
