// Session: login, logout, password reset, viewer, appConfig.
import type { Domain } from '../../types.ts';
import appConfig from './Query/appConfig.ts';
import viewer from './Query/viewer.ts';
import login from './Mutation/login.ts';
import logout from './Mutation/logout.ts';
import requestPasswordReset from './Mutation/requestPasswordReset.ts';
import { Viewer, loadViewerNode } from './Viewer.ts';

const domain = {
  resolvers: {
    Query: { viewer, appConfig },
    Mutation: { login, logout, requestPasswordReset },
    Viewer,
  },
  nodes: { Viewer: loadViewerNode },
} satisfies Domain;
export default domain;
