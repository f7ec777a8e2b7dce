/**
 * Service terms of classes 35-45, one per line as 'English|中文' (see goods-01-17.ts for what these terms are).
 */
export const TERMS_35_45: Readonly<Record<number, string>> = {
  35: `advertising|广告
online advertising|网络广告
marketing services|市场营销
social media marketing|社交媒体营销
search engine optimization|搜索引擎优化
online retail store services|网店零售服务
retail store services|零售服务
wholesale services|批发服务
e-commerce platform services|电子商务平台服务
import and export agencies|进出口代理
business management|企业管理
business consulting|商业咨询
accounting|会计
bookkeeping|簿记
human resources management|人力资源管理
recruitment services|招聘服务
office functions|办公事务
market research|市场调研
public relations|公共关系
promotional services|推广服务
influencer marketing|网红营销
price comparison services|比价服务
order fulfillment services|订单履行服务
sales promotion for others|为他人促销
procurement services for others|为他人采购
franchising consulting|特许经营咨询
trade show organization|组织商业展览
product demonstration|商品展示
brand management consulting|品牌管理咨询
Amazon store management for others|为他人管理亚马逊店铺
live streaming sales for others|为他人直播带货`,
  36: `banking|银行业务
financial services|金融服务
insurance|保险
life insurance|人寿保险
payment processing|支付处理
electronic funds transfer|电子转账
credit card services|信用卡服务
loans|贷款
investment services|投资服务
crowdfunding|众筹
cryptocurrency exchange services|加密货币兑换服务
currency exchange|外币兑换
real estate agency|房地产中介
property management|物业管理
apartment rental|公寓出租
office space rental|办公室出租
financial consulting|财务咨询
pawn brokerage|典当
fundraising for charity|慈善募捐
art appraisal|艺术品估价
jewelry appraisal|珠宝估价
stock brokerage|股票经纪
mortgage services|抵押贷款服务
debt collection|债务催收
factoring|保理
escrow services|第三方托管服务
online payment services|在线支付服务
installment loans|分期贷款`,
  37: `construction|建筑施工
building repair|房屋修理
interior renovation|室内装修
plumbing|管道安装与修理
electrical installation|电器安装
air conditioner repair|空调维修
appliance repair|家电维修
phone repair|手机维修
computer hardware repair|电脑硬件维修
vehicle repair|车辆维修
car washing|洗车
car maintenance|汽车保养
tire installation|轮胎安装
painting of buildings|房屋油漆
cleaning of buildings|楼宇清洁
house cleaning|家政清洁
carpet cleaning|地毯清洗
pest control services|虫害防治
roofing services|屋顶施工
furniture repair|家具修理
clothing repair|衣服修补
shoe repair|修鞋
watch repair|手表修理
installation of solar panels|太阳能板安装
elevator installation|电梯安装
mining extraction|采矿
drilling of wells|钻井
security system installation|安防系统安装
charging of electric vehicles|电动汽车充电`,
  38: `telecommunications|电信
mobile phone communication|移动电话通讯
internet access services|互联网接入服务
broadband services|宽带服务
video streaming|视频流媒体传输
live streaming transmission|直播传输
podcast transmission|播客传输
online forums|在线论坛
chat rooms|聊天室
instant messaging|即时通讯
email services|电子邮件服务
video conferencing|视频会议
broadcasting|广播
television broadcasting|电视播放
radio broadcasting|无线电广播
satellite transmission|卫星传输
news agencies|新闻社
providing access to databases|提供数据库接入
telecommunication routing|电信路由
voice over internet protocol|网络电话
text messaging|短信服务
web messaging|网页信息传送
wireless broadband|无线宽带
rental of telecommunication equipment|电信设备出租
teleconferencing|电话会议
streaming of music|音乐流传输
streaming of video games|游戏直播传输`,
  39: `transport|运输
freight forwarding|货运代理
courier services|快递服务
parcel delivery|包裹递送
logistics|物流
warehousing|仓储
storage of goods|货物贮存
packaging of goods|商品包装
shipping|船运
air freight|空运
trucking|卡车运输
delivery of goods|送货
food delivery|外卖配送
moving services|搬家服务
car rental|汽车出租
taxi services|出租车服务
ride sharing|拼车服务
bicycle rental|自行车出租
travel arrangement|旅行安排
tour booking|旅游预订
flight booking|机票预订
tourist guides|导游服务
parking services|停车服务
cold chain transport|冷链运输
cross-border logistics|跨境物流
overseas warehouse services|海外仓服务
drone delivery|无人机配送
water supply|供水`,
  40: `custom printing|定制印刷
3D printing for others|为他人3D打印
printing on T-shirts|T恤印花
embroidery services|刺绣服务
engraving|雕刻
laser engraving|激光雕刻
custom manufacturing|定制加工
OEM manufacturing for others|为他人代工生产
tailoring|裁缝
dyeing|染色
textile treatment|纺织品处理
metal treatment|金属处理
wood processing|木材加工
recycling|回收利用
waste treatment|废物处理
water treatment|水处理
air purification|空气净化
food processing|食品加工
food smoking|食品熏制
frozen food preservation|冷冻保鲜
photographic printing|照片冲印
framing of works of art|艺术品装框
leather working|皮革加工
glass tinting|玻璃着色
electroplating|电镀
jewelry making for others|为他人制作珠宝
bookbinding|书籍装订
coffee roasting for others|为他人烘焙咖啡`,
  41: `education|教育
online courses|在线课程
training|培训
language teaching|语言教学
tutoring|辅导
driving schools|驾校
music lessons|音乐课
fitness classes|健身课程
yoga instruction|瑜伽教学
entertainment|娱乐
organizing events|组织活动
concerts|音乐会
film production|电影制作
video production|视频制作
photography|摄影
online games|在线游戏
providing online videos, not downloadable|提供在线视频（不可下载）
publishing of books|书籍出版
online publications|在线出版物
sports competitions|体育比赛
gym services|健身房服务
amusement parks|游乐园
museums|博物馆
nightclubs|夜总会
karaoke|卡拉OK
esports events|电子竞技赛事
summer camps|夏令营
translation|翻译
live streaming entertainment|直播娱乐`,
  42: `software development|软件开发
software as a service|软件即服务
SaaS|SaaS软件服务
cloud computing|云计算
website design|网站设计
web hosting|网站托管
app development|应用开发
IT consulting|信息技术咨询
data storage|数据存储
cybersecurity|网络安全
computer programming|计算机编程
artificial intelligence services|人工智能服务
platform as a service|平台即服务
technical research|技术研究
scientific research|科学研究
product design|产品设计
industrial design|工业设计
graphic design|平面设计
interior design|室内设计
fashion design|服装设计
quality control|质量控制
product testing|产品测试
laboratory services|实验室服务
engineering|工程服务
architecture|建筑设计
weather forecasting|天气预报
authentication of works of art|艺术品鉴定
domain name registration|域名注册
data recovery|数据恢复`,
  43: `restaurants|餐厅
cafes|咖啡馆
coffee shops|咖啡店
bars|酒吧
tea houses|茶馆
fast food restaurants|快餐店
catering|餐饮服务
takeout food services|外卖服务
food preparation|食物烹制
bakery cafes|烘焙咖啡馆
milk tea shops|奶茶店
hotels|酒店
hostels|青年旅社
motels|汽车旅馆
bed and breakfast|民宿
holiday rental accommodation|度假屋出租
hotel reservations|酒店预订
campground services|露营地服务
pet boarding|宠物寄养
rental of meeting rooms|会议室出租
rental of tents|帐篷出租
rental of cooking equipment|烹饪设备出租
banquet halls|宴会厅
canteens|食堂
self-service restaurants|自助餐厅
snack bars|小吃店
hot pot restaurants|火锅店
food trucks|餐车
wine bars|葡萄酒吧`,
  44: `medical services|医疗服务
hospitals|医院
clinics|诊所
dental services|牙科服务
physical therapy|理疗
massage|按摩
spa services|水疗服务
beauty salons|美容院
hair salons|美发店
nail salons|美甲店
eyelash extension|美睫服务
tattooing|纹身
cosmetic surgery|整形手术
skin care services|皮肤护理
weight loss programs|减肥服务
nutrition advice|营养咨询
psychological counseling|心理咨询
veterinary services|兽医服务
pet grooming|宠物美容
opticians|配镜服务
pharmacy advice|药房咨询
nursing homes|养老院
traditional Chinese medicine|中医服务
acupuncture|针灸
gardening|园艺
landscape design|园林设计
lawn care|草坪养护
agricultural services|农业服务
aquaculture|水产养殖
flower arranging|插花`,
  45: `legal services|法律服务
trademark registration services|商标注册服务
intellectual property consulting|知识产权咨询
patent services|专利服务
copyright management|版权管理
licensing of intellectual property|知识产权许可
legal research|法律研究
litigation services|诉讼服务
dispute resolution|纠纷调解
notary services|公证服务
security services|安保服务
bodyguard services|保镖服务
background checks|背景调查
detective services|侦探服务
dating services|交友服务
online social networking|在线社交网络
wedding planning|婚礼策划
funeral services|殡仪服务
babysitting|临时照看婴孩
pet sitting|宠物照看
house sitting|房屋看管
clothing rental|服装出租
rental of evening dress|晚礼服出租
astrology|占星
fire fighting|消防
lost and found services|失物招领
personal shopping assistance|个人购物助理
compliance consulting|合规咨询
religious services|宗教服务`,
};
