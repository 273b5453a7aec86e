/** The sanitiser: untrusted server HTML and texts -> a safe tree that views map to React elements. */
export { sanitizeHtml, MAX_TREE_DEPTH, type SanitizeOptions } from './sanitize-html';
export { emojiLookup, plainTextTree, textWithEmoji, type EmojiLookup, type EmojiSource } from './emoji-nodes';
export { ALLOWED_CLASSES, OUTSIDE_LINK_REL, safeHttpUrl } from './policy';
export { linkResolver, type LinkResolver, type LinkTarget, type MentionRef, type TagRef } from './link-targets';
export { ALLOWED_TAGS, safeTreeText } from './safe-tree';
export type { AllowedTag, SafeElement, SafeEmoji, SafeLink, SafeNode, SafeText } from './safe-tree';
