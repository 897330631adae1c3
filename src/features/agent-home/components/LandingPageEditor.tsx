import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { RepLandingBody, RepLandingData } from '../../../../schemas/api/rep-admin';
import { apiGet, apiPut, apiUrl, ApiRequestError } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { safeImageUrl } from '../../../lib/theme';
import { SaveSummary, TextArea, TextInput, useSaveState } from '../../admin';

const KEY = ['rep-landing-page'] as const;
const TEXTS: ReadonlyArray<{ key: Exclude<keyof RepLandingBody, 'agent_bio'>; label: string; hint?: string }> = [
  { key: 'display_name', label: 'Name shown on your page' },
  { key: 'tagline', label: 'Tagline' },
  { key: 'display_about_name', label: 'Name in the About popup' },
  { key: 'display_email', label: 'Contact e-mail shown' },
  { key: 'display_phone', label: 'Contact phone shown', hint: '10 digits.' },
];

/** PUT /rep-admin/landing-page/photo with the photo itself as the body (the server checks its bytes). */
async function uploadPhoto(file: Blob): Promise<RepLandingData> {
  const token = storage.get('session_token');
  const response = await fetch(apiUrl('rep-admin/landing-page/photo'), {
    method: 'PUT',
    headers: {
      Accept: 'application/json',
      'Content-Type': file.type || 'application/octet-stream',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: file,
  });
  const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
  const list = Array.isArray(body?.data) ? (body.data as Array<{ target_element: string; error_message: string }>) : [];
  if (!response.ok)
    throw new ApiRequestError(
      list[0]?.error_message ?? 'The photo was not uploaded.',
      response.status,
      response.status,
      list,
    );
  return body?.data as RepLandingData;
}

/** A signed-in rep's own landing page (decision 0320): its texts and photo, nothing else. */
export function LandingPageEditor() {
  const page = useQuery({ queryKey: KEY, queryFn: () => apiGet<RepLandingData>('/rep-admin/landing-page') });
  if (!page.data) return null;
  return <EditorForm page={page.data} />;
}

function EditorForm({ page }: { page: RepLandingData }) {
  const client = useQueryClient();
  const [form, setForm] = useState<RepLandingBody>(page.texts);
  const state = useSaveState();
  const photo = useSaveState();
  const src = safeImageUrl(page.image);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = Object.fromEntries(
      Object.entries(form).map(([k, v]) => [
        k,
        k !== 'display_name' && (v ?? '').trim() === '' ? null : (v ?? '').trim(),
      ]),
    ) as RepLandingBody;
    await state.run(
      'Your page was not saved',
      async () => client.setQueryData(KEY, await apiPut<RepLandingData>('/rep-admin/landing-page', body)),
      'Your landing page is saved.',
    );
  }
  async function send(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    await photo.run(
      'The photo was not uploaded',
      async () => client.setQueryData(KEY, await uploadPhoto(file)),
      'Photo uploaded.',
    );
  }

  return (
    <section className="oe-home-panel" aria-labelledby="landing-editor-heading">
      <h2 id="landing-editor-heading">Your landing page</h2>
      <form className="oe-admin-editor" noValidate aria-labelledby="landing-editor-heading" onSubmit={submit}>
        <SaveSummary state={state} />
        {TEXTS.map(({ key, label, hint }) => (
          <TextInput
            key={key}
            label={label}
            hint={hint}
            name={key}
            value={form[key] ?? ''}
            error={state.errors[key]}
            onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
          />
        ))}
        <TextArea
          label="About you"
          name="agent_bio"
          value={form.agent_bio ?? ''}
          error={state.errors.agent_bio}
          onChange={(e) => setForm((f) => ({ ...f, agent_bio: e.target.value }))}
        />
        <p>
          <button type="submit" className="oe-button oe-button--primary">
            Save your page
          </button>
        </p>
      </form>
      <SaveSummary state={photo} />
      {src && <img src={src} alt="You, as your landing page shows you" height={64} />}
      <p>
        <label htmlFor="landing-photo">Photo (PNG, JPEG, WebP or GIF, at most 2 MiB)</label>
        <input
          id="landing-photo"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={(e) => void send(e)}
        />
      </p>
    </section>
  );
}
