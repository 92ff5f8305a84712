// The workspaces share one node_modules, where the web's React (19.3) sits at the root; React
// Native's renderer needs the React it was built with (19.2, apps/shell/node_modules/react). Every
// `react` import in the bundle, React Native's own included, resolves to the shell's copy.
const path = require('node:path');
const { getDefaultConfig } = require('expo/metro-config');

const config = getDefaultConfig(__dirname);
const fromShell = path.join(__dirname, 'index.ts');
const upstream = config.resolver.resolveRequest;

config.resolver.resolveRequest = (context, moduleName, platform) => {
  if (moduleName === 'react' || moduleName.startsWith('react/'))
    return context.resolveRequest(
      { ...context, originModulePath: fromShell },
      moduleName,
      platform,
    );
  return (upstream ?? context.resolveRequest)(context, moduleName, platform);
};

module.exports = config;
