import type { DeepStrings } from './deep-strings.ts';
import type { marketingEn } from './marketing.en.ts';

/** نصوص شاشات التسويق في لوحة الإدارة. */
export const marketingAr: DeepStrings<typeof marketingEn> = {
  title: 'التسويق',
  kinds: { sliders: 'شرائح الصفحة الرئيسية', ads: 'الإعلانات' },
  singular: { sliders: 'الشريحة', ads: 'الإعلان' },
  add: { sliders: 'إضافة شريحة', ads: 'إضافة إعلان' },
  edit: { sliders: 'تعديل الشريحة', ads: 'تعديل الإعلان' },
  created: { sliders: 'تمت إضافة الشريحة', ads: 'تمت إضافة الإعلان' },
  deleteTitle: { sliders: 'حذف الشريحة', ads: 'حذف الإعلان' },
  fields: {
    image: 'الصورة',
    title: 'العنوان',
    subTitle: 'العنوان الفرعي',
    description: 'الوصف',
    link: 'الرابط',
    position: 'الموضع',
    order: 'الترتيب',
    active: 'نشط',
    placement: 'مكان الظهور',
    startsAt: 'تاريخ البدء',
    endsAt: 'تاريخ الانتهاء',
    status: 'الحالة',
  },
  hints: {
    link: 'صفحة من هذا المتجر (\u2066/products\u2069) أو عنوان https؛ اتركه فارغًا إن لم يوجد',
    order: 'الأرقام الأصغر تظهر أولًا',
    noStart: 'فارغ: يظهر من الآن',
    noEnd: 'فارغ: بلا تاريخ انتهاء',
  },
  positions: { left: 'يسار', center: 'وسط', right: 'يمين' },
  placements: {
    'home-top': 'أعلى الصفحة الرئيسية',
    'home-middle': 'وسط الصفحة الرئيسية',
    'home-bottom': 'أسفل الصفحة الرئيسية',
  },
  statuses: { active: 'نشط', inactive: 'غير نشط', scheduled: 'مجدول', ended: 'منتهٍ' },
  actions: {
    moveUp: 'نقل {{name}} إلى الأعلى',
    moveDown: 'نقل {{name}} إلى الأسفل',
    activate: 'تفعيل',
    deactivate: 'إلغاء التفعيل',
    activateOf: 'تفعيل {{name}}',
    deactivateOf: 'إلغاء تفعيل {{name}}',
  },
  confirm: {
    activateTitle: 'تفعيل {{item}}',
    deactivateTitle: 'إلغاء تفعيل {{item}}',
    activate: 'هل أنت متأكد أنك تريد تفعيل {{name}} ؟',
    deactivate: 'هل أنت متأكد أنك تريد إلغاء تفعيل {{name}} ؟',
  },
  reorderHint: 'استخدم الأسهم أو اسحب صفًا لتغيير الترتيب الذي يراه المتسوقون.',
};
