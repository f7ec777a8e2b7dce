// The widget's translations register themselves on load (altcha's package maps their types to a file it does not ship).
declare module 'altcha/i18n/zh-cn';
declare module 'altcha/i18n/zh-tw';
