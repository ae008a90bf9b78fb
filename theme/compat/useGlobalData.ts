/**
 * `@docusaurus/useGlobalData`: the data the docs and blog plugins publish, for site code that
 * lists versions or docs itself. The build ships it (features/global-data.ts) only to sites
 * whose code imports this module, with every route's data. Site plugins of their own publish
 * nothing here: asking for their data throws, naming the plugin.
 */
import { useRouteState, useSite } from '../../runtime/context';

type GlobalData = Record<string, Record<string, unknown>>;

/** Every plugin's data: plugin name → instance id → data. */
export default function useGlobalData(): GlobalData {
  const site = useSite();
  const { deps } = useRouteState();
  const data = site.globalDataUrl ? (deps[site.globalDataUrl] as GlobalData | undefined) : undefined;
  return data ?? {};
}

/** Every instance's data of one plugin (`docusaurus-plugin-content-docs`, …). */
export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}): Record<string, unknown> | undefined {
  const all = useGlobalData()[pluginName];
  if (!all && options.failfast) throw new Error(`useAllPluginInstancesData: no global data for the plugin "${pluginName}" (opdocs publishes it for the docs and blog plugins only)`);
  return all;
}

/** One instance's data of a plugin (`usePluginData('docusaurus-plugin-content-docs')`). */
export function usePluginData(pluginName: string, pluginId = 'default', options: { failfast?: boolean } = {}): unknown {
  const data = useAllPluginInstancesData(pluginName)?.[pluginId];
  if (data === undefined && options.failfast) throw new Error(`usePluginData: no global data for the plugin "${pluginName}" (instance "${pluginId}"); opdocs publishes it for the docs and blog plugins only`);
  return data;
}
