/**
 * The Graph API version our Facebook Login calls (ally's driver still names v10.0, retired in June 2023; we pass the
 * endpoints ourselves). v26.0 came out on 29 July 2026; Meta keeps a version about two years once its successor is
 * out (developers.facebook.com/docs/graph-api/changelog/versions). The simulator serves the same paths.
 */
export const FACEBOOK_GRAPH_VERSION = 'v26.0'

export const FACEBOOK_PATHS = {
  authorize: `/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`,
  token: `/${FACEBOOK_GRAPH_VERSION}/oauth/access_token`,
  userinfo: `/${FACEBOOK_GRAPH_VERSION}/me`,
}
