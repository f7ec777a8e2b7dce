import type { MenuItemWire } from '@site/contracts/common';

/** A header menu entry in wire names, for tests of code that reads the gateway's menus. */
export const wireMenuEntry = (
  id: number,
  path: string | null,
  enabled: boolean,
  children: MenuItemWire[] = [],
): MenuItemWire => ({
  id,
  typeName: 'header',
  typeValueOne: `entry ${id}`,
  typeValueTow: null,
  typeValueThree: path,
  typeValueFour: null,
  typeValueFive: null,
  pageType: null,
  delIs: 0,
  sort: id,
  parentId: null,
  isEnable: enabled ? 1 : 0,
  lang: 'zh-CN',
  mainId: null,
  divPageList: [],
  menuRelationList: [],
  children,
});
