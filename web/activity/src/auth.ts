// Signing in: inside Discord through the Embedded App SDK (authorize → POST /api/token →
// authenticate); outside (local play, tests) through the SDK's mock and POST /api/dev-session.

import { DiscordSDK, DiscordSDKMock } from "@discord/embedded-app-sdk";
import { clientIdFromHost, type LaunchParams } from "./logic";
import type { SessionAnswer } from "./protocol";

export interface Signed {
  answer: SessionAnswer;
  channelId: string;
  guildId: string | null;
  instanceId: string;
  locale: string;
  /** Signs in again (the session is short-lived): a fresh answer. */
  renew(): Promise<SessionAnswer>;
}

export class SignInError extends Error {}

async function post(path: string, body: unknown): Promise<SessionAnswer> {
  const response = await fetch(new URL(path, document.baseURI), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new SignInError(typeof data.error === "string" ? data.error : String(response.status));
  return data as SessionAnswer;
}

/**
 * The application's client id: from the page (a meta the server writes), from Discord's host
 * name for the Activity (`<id>.discordsays.com`), from the server (`GET /api/config`), or the URL.
 */
export async function clientId(params: LaunchParams): Promise<string> {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="tavolo-client-id"]')?.content;
  if (meta) return meta;
  const host = clientIdFromHost(location.hostname);
  if (host) return host;
  try {
    const response = await fetch(new URL("api/config", document.baseURI));
    if (response.ok) {
      const config = await response.json();
      if (config.client_id) return String(config.client_id);
    }
  } catch {
    // no config route: the URL's
  }
  return params.clientId ?? "0";
}

export async function signIn(params: LaunchParams): Promise<Signed> {
  const id = await clientId(params);
  if (params.inDiscord) {
    const sdk = new DiscordSDK(id);
    await sdk.ready();
    const exchange = async (): Promise<SessionAnswer> => {
      const { code } = await sdk.commands.authorize({
        client_id: id,
        response_type: "code",
        state: "",
        prompt: "none",
        scope: ["identify"],
      });
      const answer = await post("api/token", { code });
      await sdk.commands.authenticate({ access_token: answer.access_token });
      return answer;
    };
    const answer = await exchange();
    let locale = navigator.language;
    try {
      locale = (await sdk.commands.userSettingsGetLocale()).locale || locale;
    } catch {
      // not granted: the browser's
    }
    return {
      answer,
      channelId: sdk.channelId ?? "",
      guildId: sdk.guildId,
      instanceId: sdk.instanceId,
      locale,
      renew: exchange,
    };
  }
  const user = params.user ?? "1";
  const channel = params.channel ?? "1";
  const mock = new DiscordSDKMock(id, params.guild, channel, null);
  await mock.ready();
  const code = params.code;
  // With a code: Discord's own sign-in (authorize → POST /api/token), the mock standing in for the
  // client. Without: a dev session, which the server grants only with TAVOLO_ACTIVITY_DEV.
  const exchange = code
    ? async (): Promise<SessionAnswer> => {
        mock._updateCommandMocks({ authorize: () => Promise.resolve({ code }) });
        const { code: given } = await mock.commands.authorize({
          client_id: id,
          response_type: "code",
          state: "",
          prompt: "none",
          scope: ["identify"],
        });
        const answer = await post("api/token", { code: given });
        await mock.commands.authenticate({ access_token: answer.access_token });
        return answer;
      }
    : () => post("api/dev-session", { user_id: user, name: params.name ?? user });
  const answer = await exchange();
  return {
    answer,
    channelId: mock.channelId ?? channel,
    guildId: mock.guildId,
    instanceId: mock.instanceId,
    locale: params.locale ?? navigator.language,
    renew: exchange,
  };
}
