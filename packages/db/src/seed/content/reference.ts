import type { ServiceCountrySeed, ServiceTypeSeed, TrademarkClassSeed } from '../types.ts';

/** Country codes for services (spec section 3); 99 is the EU as a whole. */
export const serviceCountries: ServiceCountrySeed[] = [
  { code: 0, nameZh: '英国', nameEn: 'United Kingdom', iso: 'GB' },
  { code: 1, nameZh: '法国', nameEn: 'France', iso: 'FR' },
  { code: 2, nameZh: '德国', nameEn: 'Germany', iso: 'DE' },
  { code: 3, nameZh: '意大利', nameEn: 'Italy', iso: 'IT' },
  { code: 4, nameZh: '西班牙', nameEn: 'Spain', iso: 'ES' },
  { code: 5, nameZh: '波兰', nameEn: 'Poland', iso: 'PL' },
  { code: 6, nameZh: '捷克', nameEn: 'Czechia', iso: 'CZ' },
  { code: 7, nameZh: '荷兰', nameEn: 'Netherlands', iso: 'NL' },
  { code: 8, nameZh: '奥地利', nameEn: 'Austria', iso: 'AT' },
  { code: 9, nameZh: '比利时', nameEn: 'Belgium', iso: 'BE' },
  { code: 10, nameZh: '瑞典', nameEn: 'Sweden', iso: 'SE' },
  { code: 11, nameZh: '沙特阿拉伯', nameEn: 'Saudi Arabia', iso: 'SA' },
  { code: 12, nameZh: '阿联酋', nameEn: 'United Arab Emirates', iso: 'AE' },
  { code: 17, nameZh: '爱尔兰', nameEn: 'Ireland', iso: 'IE' },
  { code: 21, nameZh: '立陶宛', nameEn: 'Lithuania', iso: 'LT' },
  { code: 26, nameZh: '塞浦路斯', nameEn: 'Cyprus', iso: 'CY' },
  { code: 31, nameZh: '埃及', nameEn: 'Egypt', iso: 'EG' },
  { code: 32, nameZh: '瑞士', nameEn: 'Switzerland', iso: 'CH' },
  { code: 33, nameZh: '土耳其', nameEn: 'Türkiye', iso: 'TR' },
  { code: 34, nameZh: '墨西哥', nameEn: 'Mexico', iso: 'MX' },
  { code: 99, nameZh: '欧盟', nameEn: 'European Union', iso: 'EU' },
  { code: 100, nameZh: '日本', nameEn: 'Japan', iso: 'JP' },
  { code: 101, nameZh: '美国', nameEn: 'United States', iso: 'US' },
];

/**
 * Service-type codes. Only 1015 (balance top-up) is fixed by the spec; the other
 * numbers are ours and must stay stable once orders and prices refer to them.
 */
export const serviceTypes: ServiceTypeSeed[] = [
  { code: 1001, type: 'VAT_REGISTER', name: 'VAT注册' },
  { code: 1002, type: 'VAT_FILING', name: 'VAT申报' },
  { code: 1003, type: 'IOSS', name: 'IOSS注册与申报' },
  { code: 1004, type: 'OSS', name: 'OSS注册与申报' },
  { code: 1005, type: 'WEEE', name: 'WEEE电子电气设备注册' },
  { code: 1006, type: 'PACKAGING', name: '包装法注册' },
  { code: 1007, type: 'BATTERY', name: '电池法注册' },
  { code: 1008, type: 'TEXTILE_EPR', name: '纺织品EPR注册' },
  { code: 1009, type: 'FURNITURE_EPR', name: '家具EPR注册' },
  { code: 1010, type: 'AUTHORISED_REP', name: '授权代表' },
  { code: 1011, type: 'TESTING_CERT', name: '检测认证' },
  { code: 1012, type: 'CBAM_REPORT', name: 'CBAM碳边境申报' },
  { code: 1013, type: 'TRADEMARK_REGISTER', name: '商标注册' },
  { code: 1014, type: 'COMPANY_REGISTER', name: '公司注册' },
  { code: 1015, type: 'BALANCE_TOPUP', name: '余额充值' },
  { code: 1016, type: 'EORI', name: 'EORI号码申请' },
  { code: 1017, type: 'VAT_DEREGISTER', name: 'VAT税号注销' },
  { code: 1018, type: 'SALES_TAX', name: '美国销售税注册与申报' },
  { code: 1019, type: 'COMPANY_ANNUAL_REVIEW', name: '公司年审' },
];

/**
 * Nice classes 1-45 (12th edition headings, summarised in Chinese) plus class 46,
 * the 'US special' entry for US certification and collective membership marks.
 */
export const trademarkClasses: TrademarkClassSeed[] = [
  {
    number: 1,
    label: '化学原料',
    labelEn: 'Chemicals',
    description:
      '用于工业、科学、摄影、农业、园艺和林业的化学品；未加工人造合成树脂，未加工塑料物质；灭火和防火用合成物；淬火和焊接用制剂；鞣制动物皮毛用物质；工业用粘合剂；油灰及其他膏状填料；堆肥、肥料、化肥；工业和科学用生物制剂。',
  },
  {
    number: 2,
    label: '颜料油漆',
    labelEn: 'Paints',
    description:
      '颜料，清漆，漆；防锈剂和木材防腐剂；着色剂，染料；印刷、标记和雕刻用油墨；未加工的天然树脂；绘画、装饰、印刷和艺术用金属箔及金属粉；打印机和复印机用墨盒等已填充墨料。',
  },
  {
    number: 3,
    label: '日化用品',
    labelEn: 'Cosmetics and cleaning preparations',
    description:
      '不含药物的化妆品和梳洗用制剂；不含药物的牙膏、牙粉；香料，香精油；洗衣用漂白剂及其他物料；清洁、擦亮、去渍及研磨用制剂；洗发液、沐浴露、护肤品、彩妆、指甲油、香水、精油等日用化学品。',
  },
  {
    number: 4,
    label: '燃料油脂',
    labelEn: 'Lubricants and fuels',
    description:
      '工业用油和油脂，蜡；润滑剂；吸收、润湿和粘结灰尘用合成物；燃料和照明材料；照明用蜡烛和灯芯，香薰蜡烛；电能；工业用油、汽车润滑油、煤、木炭、柴油、汽油等燃料类商品。',
  },
  {
    number: 5,
    label: '医药',
    labelEn: 'Pharmaceuticals',
    description:
      '药品，医用和兽医用制剂；医用卫生制剂；医用或兽医用营养食物和物质，婴儿食品；人用和动物用膳食补充剂；膏药，绷敷材料；填塞牙孔用料，牙科用蜡；消毒剂；消灭有害动物制剂；杀真菌剂，除莠剂；卫生巾、纸尿裤等卫生用品。',
  },
  {
    number: 6,
    label: '金属材料',
    labelEn: 'Metal goods',
    description:
      '普通金属及其合金，金属矿石；金属建筑材料；可移动金属建筑物；普通金属制非电气用缆线；金属制小五金器具；存储和运输用金属容器；保险箱；金属锁、金属门窗、金属管道、金属标牌及不属别类的普通金属制品。',
  },
  {
    number: 7,
    label: '机械设备',
    labelEn: 'Machinery',
    description:
      '机器，机床，电动工具；马达和引擎（陆地车辆用的除外）；机器联结器和传动机件（陆地车辆用的除外）；非手动农业器具；孵化器；自动售货机；厨房用电动机器（榨汁机、绞肉机、搅拌机）、洗衣机、洗碗机、吸尘器、扫地机器人、3D打印机等。',
  },
  {
    number: 8,
    label: '手工器械',
    labelEn: 'Hand tools',
    description:
      '手工具和器具（手动的）；刀、叉和勺餐具；除火器外的随身武器；剃刀，电动和非电动剃须刀、理发推子；修指甲工具；园艺用手工具；扳手、螺丝刀、锤子、钳子等手动五金工具。',
  },
  {
    number: 9,
    label: '科学仪器',
    labelEn: 'Electrical and scientific apparatus',
    description:
      '科学、研究、导航、测量、摄影、电影、视听、光学、检验及教学用装置和仪器；电的传导、转换、储存、调节或控制用装置；录制和处理声音、图像或数据的装置；已录制和可下载的媒体、计算机软件；手机、耳机、充电器、数据线、移动电源、电池、眼镜、安全防护装备；可下载的数字文件和NFT。',
  },
  {
    number: 10,
    label: '医疗器械',
    labelEn: 'Medical apparatus',
    description:
      '外科、医疗、牙科和兽医用仪器及器械；假肢，假眼和假牙；矫形用品；缝合用材料；残疾人专用治疗装置；按摩器械；婴儿护理用器械、器具及用品；性生活用器械、器具及用品；体温计、血压计、助听器、医用口罩等。',
  },
  {
    number: 11,
    label: '灯具空调',
    labelEn: 'Environmental control apparatus',
    description:
      '照明、加热、冷却、蒸汽发生、烹饪、干燥、通风、供水以及卫生用装置和设备；灯、LED照明、空调、冰箱、电暖器、空气净化器、加湿器、热水器、电饭煲、空气炸锅、烤箱、水龙头、卫浴设备等。',
  },
  {
    number: 12,
    label: '运输工具',
    labelEn: 'Vehicles',
    description:
      '运载工具；陆运、空运或水运用装置；汽车、电动车、自行车、摩托车、平衡车、婴儿车、轮椅、无人机（非玩具）；汽车零配件如轮胎、座套、方向盘套、雨刮器等；车辆用防盗设备。',
  },
  {
    number: 13,
    label: '军火烟火',
    labelEn: 'Firearms',
    description:
      '火器；军火及弹药；炸药；焰火、烟花、爆竹；个人防护用喷雾；礼花、信号弹、发令枪、枪套、子弹带、枪支清洁用具等军火与烟火类商品。注意：多数跨境电商平台禁售本类商品。',
  },
  {
    number: 14,
    label: '珠宝钟表',
    labelEn: 'Jewelry',
    description:
      '贵金属及其合金；首饰，宝石和半宝石；钟表和计时仪器；项链、戒指、手镯、耳环、胸针、袖扣、钥匙圈（小饰物或表链）、首饰盒、手表、手表带、闹钟等珠宝和钟表类商品。',
  },
  {
    number: 15,
    label: '乐器',
    labelEn: 'Musical instruments',
    description:
      '乐器；乐谱架和乐器架；指挥棒；吉他、钢琴、电子琴、小提琴、鼓、口琴、尤克里里等各类乐器，以及琴弦、拨片、调音器、乐器盒、节拍器等乐器配件。',
  },
  {
    number: 16,
    label: '办公用品',
    labelEn: 'Paper goods and printed matter',
    description:
      '纸和纸板；印刷品；书籍装订材料；照片；文具和办公用品（家具除外）；文具用或家庭用粘合剂；绘画用品和艺术家用材料；画笔；教育或教学用品；包装用塑料纸、塑料膜和塑料袋；印刷铅字，印版；笔、笔记本、贴纸、卫生纸、纸巾等。',
  },
  {
    number: 17,
    label: '橡胶制品',
    labelEn: 'Rubber goods',
    description:
      '未加工和半加工的橡胶、古塔胶、树胶、石棉、云母及这些材料的代用品；生产用成型塑料和树脂制品；包装、填充和绝缘用材料；非金属软管和非金属柔性管；密封圈、绝缘胶带、隔音材料、橡胶垫片、保温材料等。',
  },
  {
    number: 18,
    label: '皮革皮具',
    labelEn: 'Leather goods',
    description:
      '皮革和人造皮革；动物皮；行李箱和背包；雨伞和阳伞；手杖；鞭、马具和鞍具；动物用项圈、牵引带和衣服；手提包、钱包、旅行箱、公文包、化妆包（空）、登山包、宠物衣服等。',
  },
  {
    number: 19,
    label: '建筑材料',
    labelEn: 'Non-metallic building materials',
    description:
      '非金属的建筑材料；建筑用非金属刚性管；沥青，柏油；可移动非金属建筑物；非金属纪念碑；木材、地板、瓷砖、石材、水泥、玻璃（建筑用）、涂层（建筑材料）、非金属门窗、非金属制篱笆等。',
  },
  {
    number: 20,
    label: '家具',
    labelEn: 'Furniture and articles not otherwise classified',
    description:
      '家具，镜子，相框；存储或运输用非金属容器；未加工或半加工的骨、角、鲸骨或珍珠母；贝壳；海泡石；黄琥珀；床垫、枕头、沙发、办公椅、置物架、衣架、塑料收纳箱、非金属钥匙圈、宠物窝、窗帘杆等。',
  },
  {
    number: 21,
    label: '厨房洁具',
    labelEn: 'Housewares and glass',
    description:
      '家用或厨房用器具和容器；烹饪用具和餐具（刀、叉、勺除外）；梳子和海绵；刷子（画笔除外）；制刷材料；清洁用具；未加工或半加工玻璃（建筑用玻璃除外）；玻璃器皿、瓷器和陶器；保温杯、水杯、锅具、牙刷、化妆刷、宠物食盆等。',
  },
  {
    number: 22,
    label: '绳网袋篷',
    labelEn: 'Cordage and fibers',
    description:
      '绳索和细绳；网；帐篷和防水遮布；纺织品或合成材料制遮篷；帆；运输和贮存散装物用麻袋；衬垫和填充材料（纸、纸板、橡胶或塑料制除外）；纺织用纤维原料及其代用品；吊床、户外天幕、羽绒（填充用）等。',
  },
  {
    number: 23,
    label: '纱线丝',
    labelEn: 'Yarns and threads',
    description:
      '纺织用纱和线；纺织用丝、毛线、棉线、人造线、尼龙线、玻璃纤维线、弹力线、刺绣用线、缝纫线、织补线、手工编织用毛线团等纺织用纱线类商品，不含纺织纤维原料（第22类）和织物（第24类）。',
  },
  {
    number: 24,
    label: '布料床单',
    labelEn: 'Fabrics',
    description:
      '织物及其代用品；家庭日用纺织品；纺织品制或塑料制帘；床单、被罩、被子、枕套、毛巾、浴巾、毛毯、桌布、纺织品制壁挂、睡袋、纺织品制家具罩等布料和家纺类商品。',
  },
  {
    number: 25,
    label: '服装鞋帽',
    labelEn: 'Clothing',
    description:
      '服装，鞋，帽；T恤、连衣裙、外套、内衣、泳衣、运动服、婴儿服装、袜子、手套、围巾、领带、腰带（服饰用）、运动鞋、靴子、拖鞋、棒球帽等服装、鞋类和帽类商品。',
  },
  {
    number: 26,
    label: '纽扣拉链',
    labelEn: 'Fancy goods',
    description:
      '花边、编带和刺绣品，缝纫用饰带和蝴蝶结；纽扣，领钩扣，饰针和缝针；人造花；头发装饰品；假发；发夹、发带、拉链、魔术贴、服装用徽章、刺绣贴花、假睫毛等。',
  },
  {
    number: 27,
    label: '地毯席垫',
    labelEn: 'Floor coverings',
    description:
      '地毯，地席，亚麻油地毡及其他铺地板用品；非纺织品制壁挂；瑜伽垫、浴室防滑垫、门垫、汽车脚垫、墙纸、墙布、人造草皮、体操垫、防滑地板垫、祈祷用跪毯等铺地和墙面覆盖用品。',
  },
  {
    number: 28,
    label: '健身器材',
    labelEn: 'Toys and sporting goods',
    description:
      '游戏器具和玩具；视频游戏装置；体育和运动用品；圣诞树用装饰品；积木、毛绒玩具、遥控玩具车、玩具无人机、游戏手柄、扑克牌、健身器械、哑铃、瑜伽砖、钓鱼用具、滑板、球拍、宠物玩具等。',
  },
  {
    number: 29,
    label: '食品',
    labelEn: 'Meats and processed foods',
    description:
      '肉，鱼，家禽和野味；肉汁；腌渍、冷冻、干制及煮熟的水果和蔬菜；果冻，果酱，蜜饯；蛋；奶、奶酪、黄油、酸奶和其他奶制品；食用油和油脂；坚果（加工过的）、肉干、豆腐、植物奶等。',
  },
  {
    number: 30,
    label: '方便食品',
    labelEn: 'Staple foods',
    description:
      '咖啡，茶，可可及其代用品；米，意式面食，面条；木薯粉和西米；面粉及谷类制品；面包、糕点和甜食；巧克力；冰淇淋；糖，蜂蜜，糖浆；酵母，发酵粉；食盐，调味料，香辛料，腌制香草；醋，调味酱汁；冰（冻结的水）。',
  },
  {
    number: 31,
    label: '饲料种籽',
    labelEn: 'Natural agricultural products',
    description:
      '未加工的农业、水产养殖业、园艺、林业产品；未加工的谷物和种子；新鲜水果和蔬菜，新鲜芳香草本植物；草木和花卉；种植用球茎、幼苗和种子；活动物；动物饲料和饮料，宠物食品，宠物用砂；麦芽。',
  },
  {
    number: 32,
    label: '啤酒饮料',
    labelEn: 'Light beverages',
    description:
      '啤酒；无酒精饮料；矿泉水和汽水；水果饮料及果汁；糖浆及其他用于制作无酒精饮料的制剂；苏打水、运动饮料、能量饮料、植物饮料、无酒精鸡尾酒等。',
  },
  {
    number: 33,
    label: '酒',
    labelEn: 'Wines and spirits',
    description:
      '含酒精的饮料（啤酒除外）；制饮料用含酒精制剂；葡萄酒、白酒、威士忌、伏特加、白兰地、朗姆酒、清酒、果酒、预调鸡尾酒等酒精饮品。',
  },
  {
    number: 34,
    label: '烟草烟具',
    labelEn: "Smokers' articles",
    description:
      '烟草和烟草代用品；香烟和雪茄；吸烟用电子香烟和口腔雾化器；烟具；火柴；打火机、烟斗、烟灰缸、烟盒、电子烟烟油（非药用）、加热不燃烧烟草制品等。',
  },
  {
    number: 35,
    label: '广告销售',
    labelEn: 'Advertising and business',
    description:
      '广告；商业经营、组织和管理；办公事务；为他人推销、进出口代理、替他人采购；在线广告、市场营销、网店运营代管理、电商平台为买卖双方提供在线市场、人事管理咨询、会计、商业审计、商业信息代理、文秘服务等。',
  },
  {
    number: 36,
    label: '金融物管',
    labelEn: 'Insurance and financial',
    description:
      '金融、货币和银行服务；保险服务；不动产服务；资本投资、融资服务、在线支付与电子转账、外汇兑换、信用卡服务、保险代理、房地产代理、公寓出租、物业管理、艺术品估价、募捐等。',
  },
  {
    number: 37,
    label: '建筑修理',
    labelEn: 'Building construction and repair',
    description:
      '建筑服务；安装和修理服务；采矿，石油和天然气钻探；建筑施工监督、室内装潢、清洁建筑物、家用电器安装与修理、汽车保养与维修、电子设备修理、手机维修、家具保养、消毒、车辆充电服务等。',
  },
  {
    number: 38,
    label: '通讯服务',
    labelEn: 'Telecommunications',
    description:
      '电信服务；信息传送、电子邮件、在线聊天室和论坛服务、提供互联网接入、电视和广播、视频点播传输、流媒体传输、网络会议服务、提供全球计算机网络用户接入服务、卫星传送等。',
  },
  {
    number: 39,
    label: '运输贮藏',
    labelEn: 'Transportation and storage',
    description:
      '运输；商品包装和贮藏；旅行安排；货运、快递、国际物流、海外仓储、货物配送、汽车租赁、停车场服务、旅游预订、导航服务、电力分配、邮购货物的递送、打包服务等。',
  },
  {
    number: 40,
    label: '材料加工',
    labelEn: 'Treatment of materials',
    description:
      '材料处理；废物和垃圾的回收利用；空气净化和水处理；印刷服务；食物和饮料的防腐处理；3D打印定制、服装定制、布料染色、金属电镀、废物再生、能源生产、照片冲印等定制加工服务。',
  },
  {
    number: 41,
    label: '教育娱乐',
    labelEn: 'Education and entertainment',
    description:
      '教育；提供培训；娱乐；文体活动；在线课程、组织研讨会与展会（教育或娱乐性）、出版书籍、在线电子出版物、健身指导、电影制作、音乐制作、在线游戏服务、组织体育比赛、网络直播娱乐节目等。',
  },
  {
    number: 42,
    label: '网站服务',
    labelEn: 'Computer and scientific',
    description:
      '科学技术服务和与之相关的研究与设计服务；工业分析、工业研究和工业品外观设计服务；质量控制和质量认证服务；计算机硬件与软件的设计与开发；SaaS软件即服务、云计算、网站设计、数据托管、技术研发、产品检测认证等。',
  },
  {
    number: 43,
    label: '餐饮住宿',
    labelEn: 'Hotels and restaurants',
    description:
      '提供食物和饮料服务；临时住宿；餐厅、咖啡馆、酒吧服务、外卖餐饮服务、酒店预订、民宿、养老院、托儿所（幼儿园）、宠物寄养、会议室出租、餐饮设备出租等。',
  },
  {
    number: 44,
    label: '医疗园艺',
    labelEn: 'Medical, beauty and agricultural',
    description:
      '医疗服务；兽医服务；人或动物的卫生和美容服务；农业、水产养殖、园艺和林业服务；医院、牙科、美容院、理发店、美甲、按摩、医疗咨询、心理咨询、宠物美容、园林景观设计、植物养护等。',
  },
  {
    number: 45,
    label: '社会服务',
    labelEn: 'Personal and legal',
    description:
      '法律服务；为有形财产和个人提供实体保护的安全服务；约会服务，在线社交网络服务；殡仪服务；临时照看婴孩；知识产权咨询、版权管理、许可代理、在线社交平台、安保服务、婚姻介绍、服装出租、宠物照看等。',
  },
  {
    number: 46,
    label: '美国特殊类',
    labelEn: 'US special',
    description:
      '美国专利商标局（USPTO）保留的非尼斯分类：A类为证明商品的证明商标，B类为证明服务的证明商标，200类为集体成员资格商标（表明属于某协会、工会或组织成员的标志）。此类标志由认证机构或团体持有，不用于申请人自身商品，申请时需提交认证标准或成员资格说明。',
  },
];
