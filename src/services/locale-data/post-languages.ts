/**
 * The languages a post can be written in, as servers have long taken them: the ISO 639-1 codes plus the ISO 639-3
 * ones Mastodon servers accept. Offered while the server's own list (GET /api/v1/instance/languages) is not
 * known: before it has come, when it fails, or on a server without that call.
 */
export const LANGUAGE_CODES: readonly string[] = (
  'aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en ' +
  'eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ' +
  'ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ' +
  'ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st ' +
  'su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu ' +
  'ast ckb jbo kab kmr lfn sco sma smj szl tok'
).split(' ');

/**
 * The further languages recent Mastodon servers (4.5) list: later additions and regional variants. They are
 * offered only when the server lists them (an older server would not keep them on a post), and the name table
 * names them like the rest.
 */
export const SERVER_LISTED_CODES: readonly string[] =
  'chr cnr csb ldn moh ms-Arab nds pdc vai xal zba zgh zh-CN zh-HK zh-TW zh-YUE'.split(' ');
