/**
 * The Nice classes 1-45 (12th edition, in force since 1 January 2023; 1-34 goods, 35-45 services) and the spec's
 * 46th, 'US special'. `labelEn` is the USPTO's short title (not official Nice text, ../shared/DOMAIN.md section 4);
 * `labelZh` the short Chinese name Chinese filing agents use; `descriptionEn` / `descriptionZh` summarise the class
 * heading of the Nice Classification (WIPO) in plain words, not its official wording.
 */
export interface NiceClass {
  number: number;
  kind: 'goods' | 'services' | 'special';
  labelZh: string;
  labelEn: string;
  descriptionZh: string;
  descriptionEn: string;
}

export const NICE_EDITION = 'Nice Classification, 12th edition (NCL 12), in force since 1 January 2023';

export const NICE_CLASSES: readonly NiceClass[] = [
  {
    number: 1,
    kind: 'goods',
    labelZh: '化学原料',
    labelEn: 'Chemicals',
    descriptionZh:
      '用于工业、科学、摄影、农业、园艺和林业的化学品；未加工人造合成树脂和塑料；肥料；灭火和防火用合成物；淬火和焊接用制剂；鞣料；工业用粘合剂；油灰及其他膏状填料；堆肥；医学和科学用生物制剂。',
    descriptionEn:
      'Chemicals for industry, science, photography, agriculture, horticulture and forestry; unprocessed artificial and plastic resins; fertilisers and compost; fire extinguishing compositions; tempering and soldering preparations; tanning substances; adhesives for industry; putties and other paste fillers.',
  },
  {
    number: 2,
    kind: 'goods',
    labelZh: '颜料油漆',
    labelEn: 'Paints',
    descriptionZh:
      '颜料，清漆，漆；防锈剂和木材防腐剂；着色剂，染料；印刷、标记和雕刻用油墨；未加工的天然树脂；画家、装饰家、印刷商和艺术家用金属箔及金属粉。',
    descriptionEn:
      'Paints, varnishes, lacquers; preservatives against rust and against deterioration of wood; colorants, dyes; inks for printing, marking and engraving; raw natural resins; metals in foil and powder form for painters, decorators, printers and artists.',
  },
  {
    number: 3,
    kind: 'goods',
    labelZh: '日化用品',
    labelEn: 'Cosmetics and cleaning preparations',
    descriptionZh:
      '不含药物的化妆品和梳洗用制剂；不含药物的牙膏；香料，香精油；洗衣用漂白剂及其他物料；清洁、擦亮、去渍及研磨用制剂。',
    descriptionEn:
      'Non-medicated cosmetics and toiletry preparations; non-medicated dentifrices; perfumery, essential oils; bleaching preparations and other substances for laundry use; cleaning, polishing, scouring and abrasive preparations.',
  },
  {
    number: 4,
    kind: 'goods',
    labelZh: '燃料油脂',
    labelEn: 'Lubricants and fuels',
    descriptionZh: '工业用油和油脂，蜡；润滑剂；吸收、润湿和粘结灰尘用合成物；燃料和照明材料；照明用蜡烛和灯芯。',
    descriptionEn:
      'Industrial oils and greases, wax; lubricants; dust absorbing, wetting and binding compositions; fuels and illuminants; candles and wicks for lighting.',
  },
  {
    number: 5,
    kind: 'goods',
    labelZh: '医药',
    labelEn: 'Pharmaceuticals',
    descriptionZh:
      '药品，医用和兽医用制剂；医用卫生制剂；医用或兽医用营养食物和物质，婴儿食品；人用和动物用膳食补充剂；膏药，绷敷材料；填塞牙孔用料，牙科用蜡；消毒剂；消灭有害动物制剂；杀真菌剂，除草剂。',
    descriptionEn:
      'Pharmaceuticals, medical and veterinary preparations; sanitary preparations for medical purposes; dietetic food and substances, food for babies; dietary supplements for humans and animals; plasters, materials for dressings; dental wax; disinfectants; preparations for destroying vermin; fungicides, herbicides.',
  },
  {
    number: 6,
    kind: 'goods',
    labelZh: '金属材料',
    labelEn: 'Metal goods',
    descriptionZh:
      '普通金属及其合金，金属矿石；金属建筑材料；可移动金属建筑物；非电气用普通金属线缆；小五金器具；存储和运输用金属容器；保险箱。',
    descriptionEn:
      'Common metals and their alloys, ores; metal materials for building and construction; transportable buildings of metal; non-electric cables and wires of common metal; small items of metal hardware; metal containers for storage or transport; safes.',
  },
  {
    number: 7,
    kind: 'goods',
    labelZh: '机械设备',
    labelEn: 'Machinery',
    descriptionZh:
      '机器，机床，电动工具；马达和引擎（陆地车辆用的除外）；机器联结器和传动机件（陆地车辆用的除外）；非手动农业器具；孵化器；自动售货机。',
    descriptionEn:
      'Machines, machine tools, power-operated tools; motors and engines, except for land vehicles; machine coupling and transmission components, except for land vehicles; agricultural implements other than hand-operated; incubators for eggs; automatic vending machines.',
  },
  {
    number: 8,
    kind: 'goods',
    labelZh: '手工器械',
    labelEn: 'Hand tools',
    descriptionZh: '手工用具和器械（手动的）；餐具刀、叉和勺；非火器的随身武器；剃刀。',
    descriptionEn:
      'Hand tools and implements, hand-operated; cutlery (knives, forks and spoons); side arms, except firearms; razors.',
  },
  {
    number: 9,
    kind: 'goods',
    labelZh: '科学仪器',
    labelEn: 'Electrical and scientific apparatus',
    descriptionZh:
      '科学、研究、导航、测量、摄影、视听、光学、信号及教学用装置和仪器；电的传导、控制及储存用装置；录制、传送、复制或处理声音、图像或数据的装置；已录制和可下载的媒体，计算机软件；计算机和计算机外围设备；电池、充电器；潜水服，护目镜，眼镜；灭火设备。',
    descriptionEn:
      'Scientific, research, navigation, surveying, photographic, audiovisual, optical, measuring, signalling and teaching apparatus; apparatus for conducting, switching, storing or controlling electricity; apparatus for recording, transmitting or processing sound, images or data; recorded and downloadable media, computer software; computers and peripherals; batteries and chargers; spectacles; fire-extinguishing apparatus.',
  },
  {
    number: 10,
    kind: 'goods',
    labelZh: '医疗器械',
    labelEn: 'Medical apparatus',
    descriptionZh:
      '外科、医疗、牙科和兽医用仪器及器械；假肢，假眼和假牙；矫形用品；缝合用材料；残疾人专用治疗装置；按摩器械；婴儿哺育用器械；性生活用器械和用品。',
    descriptionEn:
      'Surgical, medical, dental and veterinary apparatus and instruments; artificial limbs, eyes and teeth; orthopaedic articles; suture materials; therapeutic and assistive devices for persons with disabilities; massage apparatus; apparatus for nursing infants; sexual activity apparatus.',
  },
  {
    number: 11,
    kind: 'goods',
    labelZh: '灯具空调',
    labelEn: 'Environmental control apparatus',
    descriptionZh: '照明、加热、冷却、蒸汽发生、烹饪、干燥、通风、供水以及卫生用装置和设备。',
    descriptionEn:
      'Apparatus and installations for lighting, heating, cooling, steam generating, cooking, drying, ventilating, water supply and sanitary purposes.',
  },
  {
    number: 12,
    kind: 'goods',
    labelZh: '运输工具',
    labelEn: 'Vehicles',
    descriptionZh: '运载工具；陆、空、海用运载装置；车辆零部件。',
    descriptionEn: 'Vehicles; apparatus for locomotion by land, air or water; parts of vehicles.',
  },
  {
    number: 13,
    kind: 'goods',
    labelZh: '军火烟火',
    labelEn: 'Firearms',
    descriptionZh: '火器；军火及弹药；炸药；烟火。',
    descriptionEn: 'Firearms; ammunition and projectiles; explosives; fireworks.',
  },
  {
    number: 14,
    kind: 'goods',
    labelZh: '珠宝钟表',
    labelEn: 'Jewelry',
    descriptionZh: '贵金属及其合金；首饰，宝石和半宝石；钟表和计时仪器。',
    descriptionEn:
      'Precious metals and their alloys; jewellery, precious and semi-precious stones; horological and chronometric instruments.',
  },
  {
    number: 15,
    kind: 'goods',
    labelZh: '乐器',
    labelEn: 'Musical instruments',
    descriptionZh: '乐器；乐谱架和乐器架；指挥棒。',
    descriptionEn: 'Musical instruments; music stands and stands for musical instruments; conductors’ batons.',
  },
  {
    number: 16,
    kind: 'goods',
    labelZh: '办公用品',
    labelEn: 'Paper goods and printed matter',
    descriptionZh:
      '纸和纸板；印刷品；书籍装订材料；照片；文具和办公用品（家具除外）；文具用或家庭用粘合剂；绘画材料和艺术家用材料；画笔；教育或教学用品；包装和打包用塑料纸、塑料膜和塑料袋；印刷铅字，印版。',
    descriptionEn:
      'Paper and cardboard; printed matter; bookbinding material; photographs; stationery and office requisites, except furniture; adhesives for stationery or household purposes; drawing and artists’ materials; paintbrushes; instructional and teaching materials; plastic sheets, films and bags for wrapping and packaging; printers’ type.',
  },
  {
    number: 17,
    kind: 'goods',
    labelZh: '橡胶制品',
    labelEn: 'Rubber goods',
    descriptionZh:
      '未加工和半加工的橡胶、古塔胶、树胶、石棉、云母及其替代品；生产用成型塑料和树脂制品；包装、填充和绝缘用材料；非金属软管和非金属柔性管。',
    descriptionEn:
      'Unprocessed and semi-processed rubber, gutta-percha, gum, asbestos, mica and substitutes; plastics and resins in extruded form for use in manufacture; packing, stopping and insulating materials; flexible pipes, tubes and hoses, not of metal.',
  },
  {
    number: 18,
    kind: 'goods',
    labelZh: '皮革皮具',
    labelEn: 'Leather goods',
    descriptionZh: '皮革和人造皮革；动物皮；行李箱和背包；雨伞和阳伞；手杖；鞭，马具；动物用项圈、皮带和衣服。',
    descriptionEn:
      'Leather and imitations of leather; animal skins and hides; luggage and carrying bags; umbrellas and parasols; walking sticks; whips, harness and saddlery; collars, leashes and clothing for animals.',
  },
  {
    number: 19,
    kind: 'goods',
    labelZh: '建筑材料',
    labelEn: 'Non-metallic building materials',
    descriptionZh: '非金属的建筑材料；建筑用非金属硬管；柏油，沥青；可移动非金属建筑物；非金属纪念碑。',
    descriptionEn:
      'Materials, not of metal, for building and construction; rigid pipes, not of metal, for building; asphalt, pitch, tar and bitumen; transportable buildings, not of metal; monuments, not of metal.',
  },
  {
    number: 20,
    kind: 'goods',
    labelZh: '家具',
    labelEn: 'Furniture and articles not otherwise classified',
    descriptionZh:
      '家具，镜子，相框；存储或运输用非金属容器；未加工或半加工的骨、角、鲸骨或珍珠母；贝壳；海泡石；黄琥珀。',
    descriptionEn:
      'Furniture, mirrors, picture frames; containers, not of metal, for storage or transport; unworked or semi-worked bone, horn, whalebone or mother-of-pearl; shells; meerschaum; yellow amber.',
  },
  {
    number: 21,
    kind: 'goods',
    labelZh: '厨房洁具',
    labelEn: 'Housewares and glass',
    descriptionZh:
      '家用或厨房用器具和容器；烹饪用具和餐具（刀、叉、勺除外）；梳子和海绵；刷子（画笔除外）；制刷材料；清洁用具；未加工或半加工玻璃；玻璃器皿、瓷器和陶器。',
    descriptionEn:
      'Household or kitchen utensils and containers; cookware and tableware, except forks, knives and spoons; combs and sponges; brushes, except paintbrushes; brush-making materials; articles for cleaning purposes; unworked or semi-worked glass; glassware, porcelain and earthenware.',
  },
  {
    number: 22,
    kind: 'goods',
    labelZh: '绳网袋篷',
    labelEn: 'Cordage and fibers',
    descriptionZh:
      '绳索和细绳；网；帐篷和防水遮布；纺织品或合成材料制遮篷；帆；运输和贮存散装物用麻袋；衬垫和填充材料（纸、纸板、橡胶或塑料除外）；纺织用纤维原料及其替代品。',
    descriptionEn:
      'Ropes and string; nets; tents and tarpaulins; awnings of textile or synthetic materials; sails; sacks for the transport and storage of materials in bulk; padding, cushioning and stuffing materials, except of paper, cardboard, rubber or plastics; raw fibrous textile materials.',
  },
  {
    number: 23,
    kind: 'goods',
    labelZh: '纱线丝',
    labelEn: 'Yarns and threads',
    descriptionZh: '纺织用纱和线。',
    descriptionEn: 'Yarns and threads for textile use.',
  },
  {
    number: 24,
    kind: 'goods',
    labelZh: '布料床单',
    labelEn: 'Fabrics',
    descriptionZh: '织物及其替代品；家庭日用纺织品；纺织品制或塑料制帘。',
    descriptionEn: 'Textiles and substitutes for textiles; household linen; curtains of textile or plastic.',
  },
  {
    number: 25,
    kind: 'goods',
    labelZh: '服装鞋帽',
    labelEn: 'Clothing',
    descriptionZh: '服装，鞋，帽。',
    descriptionEn: 'Clothing, footwear, headwear.',
  },
  {
    number: 26,
    kind: 'goods',
    labelZh: '纽扣拉链',
    labelEn: 'Fancy goods',
    descriptionZh: '花边，编带和刺绣品，缝纫用饰带和蝴蝶结；纽扣，领钩扣，饰针和缝针；人造花；发饰；假发。',
    descriptionEn:
      'Lace, braid and embroidery, and haberdashery ribbons and bows; buttons, hooks and eyes, pins and needles; artificial flowers; hair decorations; false hair.',
  },
  {
    number: 27,
    kind: 'goods',
    labelZh: '地毯席垫',
    labelEn: 'Floor coverings',
    descriptionZh: '地毯，地席，亚麻油地毡及其他铺在已建成地板上的材料；非纺织品制墙帷。',
    descriptionEn:
      'Carpets, rugs, mats and matting, linoleum and other materials for covering existing floors; wall hangings, not of textile.',
  },
  {
    number: 28,
    kind: 'goods',
    labelZh: '健身器材',
    labelEn: 'Toys and sporting goods',
    descriptionZh: '游戏器具和玩具；视频游戏装置；体育和运动用品；圣诞树用装饰品。',
    descriptionEn:
      'Games, toys and playthings; video game apparatus; gymnastic and sporting articles; decorations for Christmas trees.',
  },
  {
    number: 29,
    kind: 'goods',
    labelZh: '食品',
    labelEn: 'Meats and processed foods',
    descriptionZh:
      '肉，鱼，家禽和野味；肉汁；腌渍、冷冻、干制及煮熟的水果和蔬菜；果冻，果酱，蜜饯；蛋；奶，奶酪，黄油，酸奶和其他奶制品；食用油和油脂。',
    descriptionEn:
      'Meat, fish, poultry and game; meat extracts; preserved, frozen, dried and cooked fruits and vegetables; jellies, jams, compotes; eggs; milk, cheese, butter, yoghurt and other milk products; oils and fats for food.',
  },
  {
    number: 30,
    kind: 'goods',
    labelZh: '方便食品',
    labelEn: 'Staple foods',
    descriptionZh:
      '咖啡，茶，可可及其代用品；米，意式面食，面条；食用淀粉和西米；面粉和谷类制品；面包，糕点和甜食；巧克力；冰淇淋；糖，蜂蜜，糖浆；酵母，发酵粉；盐，调味品，香料；醋，调味酱；冰。',
    descriptionEn:
      'Coffee, tea, cocoa and substitutes; rice, pasta and noodles; tapioca and sago; flour and preparations made from cereals; bread, pastries and confectionery; chocolate; ice cream; sugar, honey, treacle; yeast, baking powder; salt, seasonings, spices; vinegar, sauces; ice.',
  },
  {
    number: 31,
    kind: 'goods',
    labelZh: '农林生鲜',
    labelEn: 'Natural agricultural products',
    descriptionZh:
      '未加工的农业、水产养殖业、园艺和林业产品；未加工的谷物和种子；新鲜水果和蔬菜，新鲜芳香草本植物；草木和花卉；种植用球茎、幼苗和种子；活动物；动物的饮食；麦芽。',
    descriptionEn:
      'Raw and unprocessed agricultural, aquacultural, horticultural and forestry products; raw grains and seeds; fresh fruits and vegetables, fresh herbs; natural plants and flowers; bulbs, seedlings and seeds for planting; live animals; foodstuffs and beverages for animals; malt.',
  },
  {
    number: 32,
    kind: 'goods',
    labelZh: '啤酒饮料',
    labelEn: 'Light beverages',
    descriptionZh: '啤酒；无酒精饮料；矿泉水和汽水；水果饮料及果汁；糖浆及其他用于制作无酒精饮料的制剂。',
    descriptionEn:
      'Beers; non-alcoholic beverages; mineral and aerated waters; fruit beverages and fruit juices; syrups and other non-alcoholic preparations for making beverages.',
  },
  {
    number: 33,
    kind: 'goods',
    labelZh: '酒',
    labelEn: 'Wines and spirits',
    descriptionZh: '酒精饮料（啤酒除外）；制饮料用酒精制剂。',
    descriptionEn: 'Alcoholic beverages, except beers; alcoholic preparations for making beverages.',
  },
  {
    number: 34,
    kind: 'goods',
    labelZh: '烟草烟具',
    labelEn: "Smokers' articles",
    descriptionZh: '烟草和烟草代用品；香烟和雪茄；电子香烟和吸烟者用口腔雾化器；烟具；火柴。',
    descriptionEn:
      'Tobacco and tobacco substitutes; cigarettes and cigars; electronic cigarettes and oral vaporizers for smokers; smokers’ articles; matches.',
  },
  {
    number: 35,
    kind: 'services',
    labelZh: '广告销售',
    labelEn: 'Advertising and business',
    descriptionZh: '广告；商业经营、组织和管理；办公事务；为他人推销（包括零售、批发和网店服务）。',
    descriptionEn:
      'Advertising; business management, organisation and administration; office functions; retail, wholesale and online store services for the goods of others.',
  },
  {
    number: 36,
    kind: 'services',
    labelZh: '金融物管',
    labelEn: 'Insurance and financial',
    descriptionZh: '金融、货币和银行服务；保险服务；不动产服务。',
    descriptionEn: 'Financial, monetary and banking services; insurance services; real estate affairs.',
  },
  {
    number: 37,
    kind: 'services',
    labelZh: '建筑修理',
    labelEn: 'Building construction and repair',
    descriptionZh: '建筑服务；安装和修理服务；采矿，石油和天然气钻探。',
    descriptionEn: 'Construction services; installation and repair services; mining extraction, oil and gas drilling.',
  },
  {
    number: 38,
    kind: 'services',
    labelZh: '通讯服务',
    labelEn: 'Telecommunications',
    descriptionZh: '电信服务（包括信息传送、在线论坛和流媒体传输）。',
    descriptionEn: 'Telecommunications services, such as transmission of messages, online forums and streaming.',
  },
  {
    number: 39,
    kind: 'services',
    labelZh: '运输贮藏',
    labelEn: 'Transportation and storage',
    descriptionZh: '运输；商品包装和贮藏；旅行安排。',
    descriptionEn: 'Transport; packaging and storage of goods; travel arrangement.',
  },
  {
    number: 40,
    kind: 'services',
    labelZh: '材料加工',
    labelEn: 'Treatment of materials',
    descriptionZh: '材料处理；废物和垃圾的回收利用；空气净化和水处理；印刷服务；食物和饮料的保存；按订单定制加工。',
    descriptionEn:
      'Treatment of materials; recycling of waste and trash; air purification and treatment of water; printing services; food and drink preservation; custom manufacturing to order.',
  },
  {
    number: 41,
    kind: 'services',
    labelZh: '教育娱乐',
    labelEn: 'Education and entertainment',
    descriptionZh: '教育；提供培训；娱乐；文体活动。',
    descriptionEn: 'Education; providing of training; entertainment; sporting and cultural activities.',
  },
  {
    number: 42,
    kind: 'services',
    labelZh: '网站服务',
    labelEn: 'Computer and scientific',
    descriptionZh:
      '科学技术服务和与之相关的研究与设计服务；工业分析、工业研究和工业品外观设计服务；质量控制和质量认证服务；计算机硬件与软件的设计与开发（包括软件即服务、网站设计）。',
    descriptionEn:
      'Scientific and technological services and related research and design; industrial analysis, research and industrial design; quality control and authentication; design and development of computer hardware and software, including software as a service and website design.',
  },
  {
    number: 43,
    kind: 'services',
    labelZh: '餐饮住宿',
    labelEn: 'Hotels and restaurants',
    descriptionZh: '提供食物和饮料服务；临时住宿。',
    descriptionEn: 'Services for providing food and drink; temporary accommodation.',
  },
  {
    number: 44,
    kind: 'services',
    labelZh: '医疗园艺',
    labelEn: 'Medical, beauty and agricultural',
    descriptionZh: '医疗服务；兽医服务；人或动物的卫生和美容服务；农业、水产养殖、园艺和林业服务。',
    descriptionEn:
      'Medical services; veterinary services; hygienic and beauty care for human beings or animals; agriculture, aquaculture, horticulture and forestry services.',
  },
  {
    number: 45,
    kind: 'services',
    labelZh: '社会服务',
    labelEn: 'Personal and legal',
    descriptionZh:
      '法律服务；为有形财产和个人提供实体保护的安全服务；交友服务，在线社交网络服务；殡仪服务；临时照看婴孩。',
    descriptionEn:
      'Legal services; security services for the physical protection of tangible property and individuals; dating services, online social networking services; funeral services; babysitting.',
  },
  {
    number: 46,
    kind: 'special',
    labelZh: '美国特殊类别',
    labelEn: 'US special',
    descriptionZh:
      '美国特殊类别：美国商标局在尼斯分类之外使用的类别，主要是证明商标（A类、B类）和集体成员商标（200类）。',
    descriptionEn:
      'US special: classes the USPTO uses outside the Nice Classification, chiefly certification marks (US classes A and B) and collective membership marks (US class 200).',
  },
];

const BY_NUMBER = new Map(NICE_CLASSES.map((c) => [c.number, c]));

/** The class of a number, or undefined for a number outside 1-46. */
export const niceClass = (n: number): NiceClass | undefined => BY_NUMBER.get(n);

/** Whether a number is a class the search accepts (1-45 and the US special 46). */
export const isKnownClass = (n: unknown): n is number => typeof n === 'number' && BY_NUMBER.has(n);
